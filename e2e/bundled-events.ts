// The bundled events as the pages list them (packages/data/src/events.ts),
// and the Pacific wordings a visitor reads, so that tests derive what they
// expect from the list instead of naming its events.

import type { ListedEvent } from "@duci/data/event-types";
import { bundledEvents } from "@duci/data/events";
import { toListedEvent } from "@duci/data/listed-event";

export type { ListedEvent };

const PACIFIC = "America/Los_Angeles";
const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** Every bundled event, newest first, as the pages read it. */
export const bundledListed: readonly ListedEvent[] = bundledEvents.flatMap(
  (event) => toListedEvent(event, "bundled") ?? [],
);

const [first] = bundledListed;
if (!first) throw new Error("the bundled list is empty");
/** The newest bundled event. */
export const newestBundled: ListedEvent = first;

/** When an event ends (60 minutes when its duration is unknown). */
export function endOf(event: ListedEvent): Date {
  return new Date(event.start.getTime() + (event.durationMinutes ?? 60) * MINUTE);
}

/** The bundled events over at `now`, newest first. */
export function bundledPastAt(now: Date): ListedEvent[] {
  return bundledListed.filter((event) => endOf(event) <= now);
}

/** The bundled events whose title no other bundled event has. */
export const uniquelyTitled: readonly ListedEvent[] = bundledListed.filter(
  (event) => bundledListed.filter((other) => other.title === event.title).length === 1,
);

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PACIFIC,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  weekday: "long",
});

/** The instant on Pacific clocks: numbers, and the weekday's name. */
function pacific(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type]);
  return {
    year: number("year"),
    month: number("month"),
    day: number("day"),
    hour: number("hour") % 24,
    minute: number("minute"),
    second: number("second"),
    weekday: String(parts.weekday),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The Pacific offset at an instant, in minutes ("-420" in summer). */
function offsetMinutes(date: Date): number {
  const p = pacific(date);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - date.getTime()) / MINUTE);
}

/** "2026-05-13T17:30:00-07:00": the instant on Pacific clocks with its offset, as schema.org has it. */
export function pacificIso(date: Date): string {
  const p = pacific(date);
  const offset = offsetMinutes(date);
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${zone}`;
}

/** "20260513T173000": the instant on Pacific clocks, as a calendar file has it. */
export function pacificStamp(date: Date): string {
  return pacificIso(date).slice(0, 19).replace(/[-:]/g, "");
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Wednesday, May 13 at 5:30 PM your time" (with the year when `now` is in another one), for a Pacific visitor. */
export function readsAs(date: Date, now: Date): string {
  const p = pacific(date);
  const year = pacific(now).year === p.year ? "" : `, ${p.year}`;
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.weekday}, ${MONTHS[p.month - 1]} ${p.day}${year} at ${hour}:${pad(p.minute)} ${p.hour < 12 ? "AM" : "PM"} your time`;
}

/** The instant of `hour`:00 on Pacific clocks, `days` calendar days after the Pacific date of `date`. */
export function pacificHourAfter(date: Date, days: number, hour: number): Date {
  const p = pacific(date);
  const wall = Date.UTC(p.year, p.month - 1, p.day + days, hour);
  // The offset at that wall-clock time (8 hours behind UTC in winter, 7 in summer).
  const guess = new Date(wall + 8 * 60 * MINUTE);
  return new Date(wall - offsetMinutes(guess) * MINUTE);
}

/** A text value as a calendar file escapes it. */
export function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");
}
