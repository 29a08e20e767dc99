import { formatPacificIso } from "@duci/time/format-pacific-iso";
import { readEventTime } from "@duci/time/read-event-time";
import { describe, expect, it } from "vitest";
import { type ClubEvent, KNOWN_EVENT_TYPES, PAST_EVENT_TYPE_SPELLINGS } from "./event-types.ts";
import { bundledEvents } from "./events.ts";
import { safeEventLinks, toListedEvent } from "./listed-event.ts";

const events: readonly ClubEvent[] = bundledEvents;

/** The stored time as "YYYY-MM-DDTHH:MM", whichever of the two formats it is in; null otherwise. */
function wallClock(time: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/.exec(time);
  if (iso) return iso[1] ?? null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!us) return null;
  const [, month, day, year, hour, minute, half] = us;
  const hours = (Number(hour) % 12) + (half === "PM" ? 12 : 0);
  const pad = (value: string | number) => String(value).padStart(2, "0");
  return `${year}-${pad(month ?? "")}-${pad(day ?? "")}T${pad(hours)}:${minute}`;
}

/** Whether a link is an absolute https address with a real host, or a path of this site. */
function isHttpsOrSitePath(link: string): boolean {
  if (/^\/(?!\/)/.test(link)) return true;
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.includes(".") && link === link.trim();
  } catch {
    return false;
  }
}

describe("the bundled events (the club's published list)", () => {
  const listed = events.map((event) => toListedEvent(event, "bundled"));

  it("all normalise with nothing for an editor to fix: readable time, valid duration, known type", () => {
    expect(events.length).toBeGreaterThan(0);
    events.forEach((event, index) => {
      const result = listed[index];
      expect(result, event.title).not.toBeNull();
      expect(result?.problems, event.title).toEqual([]);
      expect(result?.durationMinutes, event.title).toBe(Number(event.duration));
      expect(KNOWN_EVENT_TYPES, event.title).toContain(event.type);
    });
  });

  it("keep their facts through normalisation: title, time, type, place and every link", () => {
    events.forEach((event, index) => {
      const result = listed[index];
      expect(result?.title).toBe(event.title);
      expect(result?.time).toBe(event.time);
      expect(result?.type).toBe(event.type);
      expect(result?.place).toBe(event.place);
      expect(result?.links, event.title).toEqual(event.links ?? []);
    });
  });

  it("are stored in one of the two formats, read as Pacific wall-clock time", () => {
    expect(events.some((event) => /^\d{4}-\d{2}-\d{2}T/.test(event.time))).toBe(true);
    expect(events.some((event) => /^\d{1,2}\/\d{1,2}\/\d{4} /.test(event.time))).toBe(true);
    for (const event of events) {
      const { start } = readEventTime(event.time);
      expect(start, event.time).not.toBeNull();
      expect(formatPacificIso(start as Date).slice(0, 16), event.time).toBe(wallClock(event.time));
    }
  });

  it("are newest first, with no duplicate key (time plus title)", () => {
    const starts = listed.map((event) => event?.start.getTime() ?? Number.NaN);
    expect(starts.every(Number.isFinite)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const keys = listed.map((event) => event?.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("still use each past type spelling the site accepts", () => {
    const types = new Set<string>(events.map((event) => event.type));
    for (const spelling of PAST_EVENT_TYPE_SPELLINGS) expect(types).toContain(spelling);
  });

  it("link only to absolute https addresses or site paths, none of them example.*, all of them shown", () => {
    for (const event of events) {
      const links = event.links ?? [];
      for (const { label, link } of links) {
        expect(label.trim(), event.title).not.toBe("");
        expect(isHttpsOrSitePath(link), link).toBe(true);
        if (!link.startsWith("/")) expect(new URL(link).hostname, link).not.toMatch(/(^|\.)example\.[a-z]+$/);
      }
      expect(safeEventLinks(links), event.title).toEqual(links);
    }
  });

  it("carry none of the club's descriptions (its prose is not copied)", () => {
    for (const event of events) expect(event.desc, event.title).toBeUndefined();
    for (const event of listed) expect(event?.desc).toBe("");
  });
});

describe("isHttpsOrSitePath", () => {
  it("accepts https addresses and site paths, and refuses the rest", () => {
    expect(isHttpsOrSitePath("https://uci.zoom.us/j/5080955339")).toBe(true);
    expect(isHttpsOrSitePath("/events/all")).toBe(true);
    for (const link of [
      "http://ucsddesign.co/gbm",
      " https://uci.zoom.us/j/1",
      "//cdn.example.com",
      "uci.zoom.us/j/1",
    ]) {
      expect(isHttpsOrSitePath(link), link).toBe(false);
    }
  });
});
