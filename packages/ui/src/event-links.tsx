import type { EventStatus } from "@duci/time/types";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { ButtonLink, narrowSidesOnPhone } from "./button.tsx";
import { newTab } from "./link.tsx";
import { space } from "./theme/tokens.ts";

/** A button under an event: its label ("Zoom Link", "Recording") and where it leads. */
export interface EventLink {
  label: string;
  link: string;
}

const Root = styled.ul({
  display: "flex",
  flexWrap: "wrap",
  gap: space[2],
  listStyle: "none",
  padding: 0,
  margin: 0,
  // A long label wraps inside its button instead of pushing past the card.
  overflowWrap: "anywhere",
  "& > li": { minWidth: 0, maxWidth: "100%" },
  "& a": { maxWidth: "100%", textAlign: "center", ...narrowSidesOnPhone },
});

/** Links that only make sense before or during an event. */
const LIVE_ONLY = new Set(["Zoom Link", "Discord Link"]);

/** The links of an event as shown at `status`: call links hidden once the event is over. */
export function visibleEventLinks(links: readonly EventLink[], status: EventStatus): readonly EventLink[] {
  return status === "past" ? links.filter((link) => !LIVE_ONLY.has(link.label)) : links;
}

function variant(label: string, status: EventStatus) {
  if (label === "Recording") return "primary";
  if (label === "Zoom Link" && status === "live") return "danger";
  return "outline";
}

export interface EventLinksProps extends ComponentProps<"ul"> {
  links: readonly EventLink[];
  status: EventStatus;
}

/**
 * An event's link buttons: "Recording" is the primary button, the video call
 * turns red while the event is live, and "Zoom Link" and "Discord Link" are
 * hidden once it is over.
 */
export function EventLinks({ links, status, ...rest }: EventLinksProps) {
  const shown = visibleEventLinks(links, status);
  if (shown.length === 0) return null;
  return (
    <Root {...rest}>
      {shown.map((link) => {
        const external = !link.link.startsWith("mailto:");
        return (
          <li key={`${link.label}|${link.link}`}>
            <ButtonLink href={link.link} data-variant={variant(link.label, status)} {...(external ? newTab : {})}>
              {link.label}
              {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </ButtonLink>
          </li>
        );
      })}
    </Root>
  );
}
