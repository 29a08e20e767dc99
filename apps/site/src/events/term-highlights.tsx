import { unbrokenNames } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import type { EventPhoto } from "@duci/data/service-photos";
import { socials } from "@duci/data/socials";
import { formatEventTime } from "@duci/time/format-event-time";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { CdnPhoto } from "@duci/ui/cdn-photo";
import { EventDetail } from "@duci/ui/event-detail";
import { newTab } from "@duci/ui/link";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { lastTermHighlights } from "./last-term-highlights.ts";

const Root = styled.section({
  marginTop: space[6],
  "& h3": { ...text.h3, marginBottom: space[2] },
  "& > p": { ...text.body, color: colors.textMuted, maxWidth: 640, marginBottom: space[4] },
  "& > p a": { color: colors.link, fontWeight: font.bold },
});

const Highlight = styled.li({ display: "grid", gap: space[2], alignContent: "start" });

const Photo = styled(CdnPhoto)({ display: "block", width: "100%", height: "auto", borderRadius: radius.lg });

/** A photo in a column of one (phone) or three, up to a 2x screen. */
const PHOTO_SIZES = "(min-width: 600px) 33vw, 100vw";
const PHOTO_WIDTHS = [400, 640, 800, 1200];

/** The photo stored with `event`, matched by its title and start. */
function photoOf(event: ListedEvent, photos: readonly EventPhoto[]) {
  return photos.find(
    (entry) => entry.title === event.title && new Date(entry.time).getTime() === event.start.getTime(),
  );
}

const instagram = socials.find((social) => social.name === "Instagram")?.link;

export interface TermHighlightsProps extends ComponentProps<"section"> {
  events: readonly ListedEvent[];
  now: Date;
  zone: string;
  /** Event photos from the content service; an event without one shows no photo, as before. */
  photos?: readonly EventPhoto[];
}

/**
 * While nothing is upcoming: the newest events of the last quarter, so the
 * page leads with what just happened, and where the next ones are announced.
 */
export function TermHighlights({ events, now, zone, photos = [], ...rest }: TermHighlightsProps) {
  const highlights = lastTermHighlights(events, now);
  if (!highlights) return null;
  return (
    <Root aria-labelledby="highlights-heading" id="highlights" data-testid="term-highlights" {...rest}>
      <h3 id="highlights-heading">Last term: {highlights.term}</h3>
      <p>
        The next events are announced on{" "}
        {instagram ? (
          <a href={instagram} {...newTab}>
            Instagram<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          "Instagram"
        )}{" "}
        and in <a href={paths.join}>the newsletter</a>. Until then, here is what we did last term.
      </p>
      {/* Three a row from 600 px: two would leave the third alone. */}
      <BalancedGrid columns={{ sm: 3 }}>
        {highlights.events.map((event) => {
          const photo = photoOf(event, photos);
          return (
            <Highlight key={event.key}>
              {photo ? (
                <Photo image={photo.photo} widths={PHOTO_WIDTHS} sizes={PHOTO_SIZES} aspect={3 / 2} fallback={null} />
              ) : null}
              <EventDetail
                event={event}
                unbrokenNames={unbrokenNames}
                status="past"
                size="compact"
                headingLevel={4}
                timeText={formatEventTime(event.start, zone, now)}
              />
            </Highlight>
          );
        })}
      </BalancedGrid>
    </Root>
  );
}
