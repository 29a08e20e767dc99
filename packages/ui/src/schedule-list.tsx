import styled from "@emotion/styled";
import { type ComponentProps, type KeyboardEvent, memo, type ReactNode, useDeferredValue, useId, useRef } from "react";
import { ScheduleEntries, ScheduleNote } from "./schedule-entries.tsx";
import { colors, font, radius, space } from "./theme/tokens.ts";

export interface ScheduleListEntry {
  /** Unique within the schedule. */
  id: string;
  /** "marker" is a moment (a deadline), drawn as a line across the list. */
  kind: "event" | "marker";
  title: string;
  /** As shown, e.g. "3:00-4:30 PM". */
  time: string;
  /** The same time in the visitor's zone, when it differs. */
  localTime?: string;
  location?: string;
  host?: string;
  description?: string;
  /** Under the entry's words, e.g. links to a form or a recording (`ScheduleLinks`). */
  more?: ReactNode;
  /** A control beside the entry, such as a Zoom button. */
  action?: ReactNode;
}

export interface ScheduleListDay {
  id: string;
  /** The toggle's short label, e.g. "Fri". */
  label: string;
  /** The day's full name, e.g. "Friday, May 17". */
  name: string;
  entries: readonly ScheduleListEntry[];
}

export interface ScheduleListProps extends Omit<ComponentProps<"div">, "onSelect"> {
  days: readonly ScheduleListDay[];
  /** The day shown (controlled). */
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** A line under the toggle, e.g. "All times are in PST.". */
  note?: ReactNode;
  /** Level of each entry's title heading (the schedule's own heading is one above). */
  headingLevel?: 3 | 4;
}

const Tabs = styled.div({
  display: "inline-flex",
  gap: space[1],
  padding: space[1],
  borderRadius: radius.pill,
  background: colors.white,
  border: `2px solid ${colors.black}`,
});

const Tab = styled.button({
  minWidth: 72,
  minHeight: 44,
  padding: `0 ${space[4]}px`,
  border: 0,
  borderRadius: radius.pill,
  background: "transparent",
  color: colors.text,
  font: "inherit",
  fontWeight: font.bold,
  cursor: "pointer",
  "&:hover": { background: colors.silver },
  // On an edition page, the pill of its section bar.
  "&[aria-selected='true']": {
    background: `var(--ed-nav-current, ${colors.black})`,
    color: `var(--ed-nav-current-ink, ${colors.white})`,
  },
});

// Picking a day changes the panel's height, and a day tapped before the page's scripts ran
// is picked a second or so later. The browser keeps what the visitor is looking at in place
// (scroll anchoring): the panel is never what it holds still, and the 1 px line after it is,
// so the next section stays put under the visitor's finger when only the panel's end is on
// screen; with the days' buttons on screen, they stay put instead.
const Panel = styled.div({ overflowAnchor: "none" });
const PanelEnd = styled.div({ height: 1, marginTop: -1 });

// Built again only when the day shown changes.
const Entries = memo(ScheduleEntries);

/**
 * A multi-day schedule: a tab list of days (arrow keys, Home and End move
 * between them) and the chosen day's entries, with markers for moments,
 * locations, hosts, times in the visitor's zone and an optional action each.
 */
export function ScheduleList({ days, selectedIndex, onSelect, note, headingLevel = 3, ...rest }: ScheduleListProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab a visitor picks is painted at once; the day's entries, the costly part, follow in a
  // render of their own that React may interrupt (and a passing day it may skip).
  const shownIndex = useDeferredValue(selectedIndex);
  const day = days[shownIndex] ?? days[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const next =
      event.key === "ArrowRight"
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === "ArrowLeft"
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div {...rest}>
      <Tabs role="tablist" aria-label="Day" onKeyDown={onKeyDown}>
        {days.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              aria-label={item.name}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </Tabs>
      {note ? <ScheduleNote>{note}</ScheduleNote> : null}
      {day ? (
        <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${day.id}`}>
          <Entries day={day} headingLevel={headingLevel} />
        </Panel>
      ) : null}
      <PanelEnd />
    </div>
  );
}
