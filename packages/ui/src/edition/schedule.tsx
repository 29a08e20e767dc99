import { PACIFIC_TIME_ZONE } from "@duci/time/constants";
import { defaultScheduleDay } from "@duci/time/default-schedule-day";
import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import { formatTimeInZone } from "@duci/time/format-time-in-zone";
import { pacific } from "@duci/time/pacific";
import { sameOffsetAsPacific } from "@duci/time/same-offset-as-pacific";
import styled from "@emotion/styled";
import { type ReactNode, useMemo, useState } from "react";
import { EditionSection } from "../edition-section.tsx";
import { useNow } from "../hooks/use-now.ts";
import { useVisitorZone } from "../hooks/use-visitor-zone.ts";
import { ScheduleList, type ScheduleListEntry } from "../schedule-list.tsx";
import { type ScheduleZoom, ZoomButton, type ZoomLinks } from "./zoom-button.tsx";

/** An event with a start and an end; times show in Pacific time, and in the visitor's zone when it differs. */
export interface ScheduleEvent {
  kind: "event";
  id: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  host?: string;
  description?: string;
  /** Gives the event a Zoom button. */
  zoom?: ScheduleZoom;
  /** Under its words, e.g. links to a form or a recording (`ScheduleLinks`). */
  more?: ReactNode;
}

/** A moment without a duration, such as a deadline, drawn as a line across the day. */
export interface ScheduleMarker {
  kind: "marker";
  id: string;
  title: string;
  at: Date;
}

/** An event whose time is only known as written, e.g. "4:00-5:30 PM" (Pacific). */
export interface ScheduleWrittenEvent {
  kind: "written";
  id: string;
  title: string;
  time: string;
  location?: string;
  description?: string;
  /** Under its words, e.g. links to a form or a recording (`ScheduleLinks`). */
  more?: ReactNode;
}

export type ScheduleItem = ScheduleEvent | ScheduleMarker | ScheduleWrittenEvent;

export interface ScheduleDay {
  /** The Pacific date, "YYYY-MM-DD". */
  date: string;
  /** The toggle's label, e.g. "Fri". */
  label: string;
  /** The day's full name, e.g. "Friday, May 17". */
  name: string;
  items: readonly ScheduleItem[];
}

export interface ScheduleProps {
  days: readonly ScheduleDay[];
  /** The meeting links, for events with a Zoom button. */
  zoomLinks?: ZoomLinks;
  /** A line under the day toggle. */
  note?: string;
  /** A paragraph above the days. */
  intro?: ReactNode;
  /** The section's anchor. */
  id?: string;
  /** The section's heading, e.g. "Itinerary". */
  title?: string;
  tone?: "plain" | "tint";
  /** The instant the page was prerendered at, for the first render. */
  initial?: Date;
}

const Intro = styled.p({ maxWidth: 720, marginBottom: 16 });

function localTime(zone: string, start: Date, end?: Date): string | undefined {
  if (sameOffsetAsPacific(zone, start)) return undefined;
  return end ? `${formatTimeInZone(start, zone)}-${formatTimeInZone(end, zone)}` : formatTimeInZone(start, zone);
}

function toEntry(item: ScheduleItem, zone: string, zoomLinks?: ZoomLinks, initial?: Date): ScheduleListEntry {
  if (item.kind === "marker") {
    return {
      id: item.id,
      kind: "marker",
      title: item.title,
      time: formatTimeInZone(item.at, PACIFIC_TIME_ZONE),
      localTime: localTime(zone, item.at),
    };
  }
  if (item.kind === "written") {
    const { id, title, time, location, description, more } = item;
    return { id, kind: "event", title, time, location, description, more };
  }
  return {
    id: item.id,
    kind: "event",
    title: item.title,
    time: formatPacificTimeRange(item.start, item.end),
    localTime: localTime(zone, item.start, item.end),
    location: item.location,
    host: item.host,
    description: item.description,
    more: item.more,
    action:
      item.zoom && zoomLinks ? (
        <ZoomButton start={item.start} zoom={item.zoom} links={zoomLinks} initial={initial} />
      ) : undefined,
  };
}

/**
 * The edition's days, one at a time. The day shown first follows today's
 * Pacific date (the first day before the event, the last after it) until the
 * visitor picks one; the clock is re-read only at each day's Pacific midnight.
 */
export function Schedule({
  days,
  zoomLinks,
  note = "All times are in PST.",
  intro,
  id = "schedule",
  title = "Schedule",
  tone = "plain",
  initial,
}: ScheduleProps) {
  const dates = days.map((day) => day.date);
  const now = useNow(
    dates.map((date) => pacific(`${date}T00:00`)),
    initial,
  );
  const zone = useVisitorZone();
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? defaultScheduleDay(dates, now);
  // The same days from one pick to the next, so the day list does not build its entries again.
  const listDays = useMemo(
    () =>
      days.map((day) => ({
        id: day.date,
        label: day.label,
        name: day.name,
        entries: day.items.map((item) => toEntry(item, zone, zoomLinks, initial)),
      })),
    [days, zone, zoomLinks, initial],
  );
  return (
    <EditionSection id={id} title={title} tone={tone}>
      {intro ? <Intro>{intro}</Intro> : null}
      <ScheduleList days={listDays} selectedIndex={selected} onSelect={setPicked} note={note} />
    </EditionSection>
  );
}
