import { eventEnd } from "@duci/time/event-end";
import { formatPacificIso } from "@duci/time/format-pacific-iso";
import { pacific } from "@duci/time/pacific";
import { withinEventYears } from "@duci/time/within-event-years";
import { club } from "./config.ts";
import type { ListedEvent } from "./event-types.ts";

// The Pacific zone's rules since 2007, so calendars show the club's own times.
const PACIFIC_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Los_Angeles",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * RFC 5545 text: backslash, semicolon and comma escaped; every line break (CRLF,
 * bare CR or LF) written as "\\n"; control characters other than tab, which the format
 * forbids and content editors never mean, dropped.
 */
function escapeText(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, "\n")
    .replace(/[^\t\n\P{Cc}]/gu, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * DTSTART or DTEND of an instant: on Pacific clocks, as the club gives its
 * times ("DTSTART;TZID=America/Los_Angeles:20241012T180000"), unless a reader
 * would take that reading for another instant. RFC 5545 reads a time that
 * clocks show twice (01:30 on the fall-back night) as its first, daylight-time
 * occurrence; the second one (01:30 PST) is written in UTC instead
 * ("DTEND:20261101T093000Z"), so an hour-long event from 01:30 PDT does not end
 * when it starts.
 */
function dateTime(name: "DTSTART" | "DTEND", instant: Date): string {
  const wallClock = formatPacificIso(instant).slice(0, 19);
  const second = Math.floor(instant.getTime() / 1000) * 1000;
  let readBack: number | undefined;
  try {
    readBack = pacific(wallClock).getTime();
  } catch {
    // Never for an event's years; kept so no instant can throw here.
  }
  return readBack === second
    ? `${name};TZID=America/Los_Angeles:${wallClock.replace(/[-:]/g, "")}`
    : `${name}:${utcStamp(instant)}`;
}

/** A stable identifier per event (FNV-1a of its key), so feed updates replace rather than duplicate. */
function uid(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, "0")}-${key.length}@${new URL(club.siteUrl).hostname}`;
}

export interface IcsOptions {
  /** DTSTAMP of every entry: when the file was made. */
  stamp: Date;
  /** The calendar's name, shown by subscribing apps. */
  name?: string;
}

/**
 * An iCalendar file (RFC 5545) with one VEVENT per event whose time can be
 * read, in Pacific time with the zone's rules included. Events without a
 * readable start, or starting outside the years 2000 to 2100, are left out.
 *
 * @example
 * buildIcs([event], { stamp: now }) // "BEGIN:VCALENDAR\r\n…DTSTART;TZID=America/Los_Angeles:20241012T180000…"
 */
export function buildIcs(events: readonly ListedEvent[], { stamp, name = `${club.shortName} events` }: IcsOptions) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${club.shortName}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:America/Los_Angeles",
    ...PACIFIC_VTIMEZONE,
  ];
  for (const event of events) {
    // An unreadable start, or one outside the years events may have (2000 to 2100), is no event.
    if (!withinEventYears(event.start)) continue;
    const details = [event.desc, ...event.links.map((link) => `${link.label}: ${link.link}`)].filter(Boolean);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uid(event.key)}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      dateTime("DTSTART", event.start),
      // The end is an instant (the start plus the duration), so a clock change in between counts.
      dateTime("DTEND", eventEnd(event)),
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
      ...(details.length ? [`DESCRIPTION:${escapeText(details.join("\n\n"))}`] : []),
      `CATEGORIES:${escapeText(event.type)}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A file name for one event's calendar file: "figma-101.ics". */
export function icsFileName(event: Pick<ListedEvent, "title">): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "event"}.ics`;
}
