import styled from "@emotion/styled";
import { type ComponentProps, type RefObject, useId, useRef, useState } from "react";
import { ButtonLink } from "./button.tsx";
import { useHydrated } from "./hooks/use-hydrated.ts";
import { newTab } from "./link.tsx";
import { NoScriptToggle, WhenClosed, WhenOpen } from "./no-script-toggle.tsx";
import { colors, font, mq, radius, space } from "./theme/tokens.ts";

export interface ShowcaseCardEntry {
  /** The award, e.g. "1st Place". */
  title: string;
  image: string;
  /** The project's name. */
  name: string;
  creators: readonly string[];
  links: readonly { type: string; href: string }[];
  photoStyle?: "cover" | "contain";
}

export interface ShowcaseCardEvent {
  title: string;
  theme: string;
  participants?: string;
  /** Our edition page, or an external legacy site (opens in a new tab). */
  link: string;
  image: string;
  showcase: readonly ShowcaseCardEntry[];
}

export interface ShowcaseCardProps extends ComponentProps<"article"> {
  event: ShowcaseCardEvent;
  /** Level of the card's title heading; entry names are one below. */
  headingLevel?: 2 | 3;
}

const Root = styled.article({
  display: "grid",
  overflow: "hidden",
  borderRadius: radius.lg,
  background: colors.white,
  color: colors.text,
  border: `2px solid ${colors.black}`,
  boxShadow: `6px 6px 0 ${colors.black}`,
  // Before scripts run, the native toggle shows the showcase.
  "&:has(details[open]) > ul[hidden]": { display: "grid" },
});

const Cover = styled.img({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
});

const Body = styled.div({ padding: space[5], display: "grid", gap: space[3] });

const Facts = styled.dl({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space[1]}px ${space[5]}px`,
  margin: 0,
  "& div": { display: "flex", gap: space[1] },
  "& dt": { color: colors.textMuted },
  "& dd": { margin: 0, fontWeight: font.bold },
});

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: space[2] });

const Toggle = styled.button({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  minHeight: 44,
  padding: `0 ${space[4]}px`,
  borderRadius: radius.pill,
  border: `2px solid ${colors.black}`,
  background: colors.white,
  color: colors.text,
  font: "inherit",
  fontWeight: font.bold,
  cursor: "pointer",
  "& svg": { transition: "transform 200ms ease" },
  "&[aria-expanded='true'] svg, details[open] > & svg": { transform: "rotate(180deg)" },
  [mq.reducedMotion]: { "& svg": { transition: "none" } },
});

const Entries = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: space[5],
  paddingTop: 0,
  display: "grid",
  gap: space[4],
  [mq.sm]: { gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" },
  "&[hidden]": { display: "none" },
});

const Entry = styled.li({
  display: "grid",
  gap: space[2],
  alignContent: "start",
  padding: space[3],
  borderRadius: radius.md,
  background: colors.sky,
  "& img": { width: "100%", height: "auto", aspectRatio: "4 / 3", borderRadius: radius.sm, background: colors.white },
  "& img[data-photo-style='contain']": { objectFit: "contain" },
  "& img[data-photo-style='cover']": { objectFit: "cover" },
});

const Award = styled.p({ fontSize: 14, fontWeight: font.bold, textTransform: "uppercase", letterSpacing: 0.5 });

const Creators = styled.p({ fontSize: 15, color: colors.textMuted });

function ToggleCaret() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M4 7l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

const isExternal = (href: string) => /^https?:/.test(href);

/**
 * A past edition: cover art, title, theme, participants and its Event
 * Page link, with a showcase toggle (a button with aria-expanded) that opens
 * and closes its awarded entries, each with "View {type}" links.
 */
/** One awarded entry: its cover, award, name, makers and links. */
function ShowcaseEntry({ entry, headingLevel }: { entry: ShowcaseCardEntry; headingLevel: 3 | 4 }) {
  const EntryHeading = `h${headingLevel}` as const;
  return (
    <Entry>
      <img
        src={entry.image}
        alt={`Cover art for ${entry.name}`}
        width={480}
        height={360}
        loading="lazy"
        data-photo-style={entry.photoStyle ?? "cover"}
      />
      <Award>{entry.title}</Award>
      <EntryHeading style={{ fontSize: 20 }}>{entry.name}</EntryHeading>
      <Creators>{entry.creators.join(", ")}</Creators>
      <Actions>
        {entry.links.map((link) => (
          <a
            key={link.href}
            href={link.href}
            {...newTab}
            aria-label={`View ${link.type} of ${entry.name} (opens in a new tab)`}
          >
            View {link.type}
          </a>
        ))}
      </Actions>
    </Entry>
  );
}

interface ShowcaseToggleProps {
  panelId: string;
  open: boolean;
  onToggle: () => void;
  hydrated: boolean;
  noScriptToggle: RefObject<HTMLDetailsElement | null>;
}

/** Shows and hides the entries: a native toggle until hydrated, then a button. */
function ShowcaseToggle({ panelId, open, onToggle, hydrated, noScriptToggle }: ShowcaseToggleProps) {
  if (hydrated) {
    return (
      <Toggle type="button" id={`${panelId}-toggle`} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {open ? "Hide showcase" : "Show showcase"}
        <ToggleCaret />
      </Toggle>
    );
  }
  return (
    <NoScriptToggle ref={noScriptToggle}>
      <Toggle as="summary" id={`${panelId}-toggle`}>
        <WhenClosed>Show showcase</WhenClosed>
        <WhenOpen>Hide showcase</WhenOpen>
        <ToggleCaret />
      </Toggle>
    </NoScriptToggle>
  );
}

export function ShowcaseCard({ event, headingLevel = 3, ...rest }: ShowcaseCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const noScriptToggle = useRef<HTMLDetailsElement>(null);
  // A showcase opened before its button replaced the native toggle stays open.
  const hydrated = useHydrated(() => {
    if (noScriptToggle.current?.open) setOpen(true);
  });
  const Heading = `h${headingLevel}` as const;
  const external = isExternal(event.link);
  return (
    <Root data-state={open ? "open" : "closed"} {...rest}>
      <Cover src={event.image} alt="" width={640} height={400} loading="lazy" />
      <Body>
        <Heading>{event.title}</Heading>
        <Facts>
          <div>
            <dt>Theme:</dt>
            <dd>{event.theme}</dd>
          </div>
          {event.participants ? (
            <div>
              <dt>Participants:</dt>
              <dd>{event.participants}</dd>
            </div>
          ) : null}
        </Facts>
        <Actions>
          <ButtonLink
            href={event.link}
            {...(external ? newTab : {})}
            aria-label={`${event.title} Event Page${external ? " (opens in a new tab)" : ""}`}
          >
            Event Page
          </ButtonLink>
          {event.showcase.length > 0 ? (
            <ShowcaseToggle
              panelId={panelId}
              open={open}
              onToggle={() => setOpen((value) => !value)}
              hydrated={hydrated}
              noScriptToggle={noScriptToggle}
            />
          ) : null}
        </Actions>
      </Body>
      <Entries id={panelId} hidden={!open} aria-label={`${event.title} showcase`}>
        {event.showcase.map((entry) => (
          <ShowcaseEntry key={`${entry.title}-${entry.name}`} entry={entry} headingLevel={headingLevel === 2 ? 3 : 4} />
        ))}
      </Entries>
    </Root>
  );
}
