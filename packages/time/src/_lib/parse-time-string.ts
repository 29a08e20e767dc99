import { isValidWallClock, utcMilliseconds, type WallClock } from "./wall-clock.ts";

/** A time string read either as a wall-clock reading (zone still to apply) or as an instant. */
export type ParsedTimeString = { kind: "wall-clock"; wallClock: WallClock } | { kind: "instant"; instant: Date };

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;

function int(text: string | undefined): number {
  return text === undefined ? 0 : Number.parseInt(text, 10);
}

function fraction(text: string | undefined): number {
  return text === undefined ? 0 : Math.floor(Number(`0.${text}`) * 1000);
}

/**
 * Reads "2024-10-12T18:00" (optionally with seconds and fraction, or a space
 * instead of "T"), the same with "Z" or an offset ("-07:00", "+0900"), and
 * "10/12/2024 6:00 PM" (also "6:00PM", "6 PM", "6:00 p.m.", with an optional
 * comma after the date). Anything else, or an impossible date or time, is null.
 */
export function parseTimeString(input: string): ParsedTimeString | null {
  const text = input.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, ms, z, sign, oh, om] = iso;
    const wallClock: WallClock = {
      year: int(y),
      month: int(mo),
      day: int(d),
      hour: int(h),
      minute: int(mi),
      second: int(s),
      millisecond: fraction(ms),
    };
    if (!isValidWallClock(wallClock)) return null;
    if (z === undefined && sign === undefined) return { kind: "wall-clock", wallClock };
    const offsetHours = int(oh);
    const offsetMinutes = int(om);
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    const offset = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
    const utc = utcMilliseconds(
      wallClock.year,
      wallClock.month - 1,
      wallClock.day,
      wallClock.hour,
      wallClock.minute,
      wallClock.second,
      wallClock.millisecond,
    );
    return { kind: "instant", instant: new Date(utc - offset * 60_000) };
  }
  const us = US.exec(text);
  if (us) {
    const [, mo, d, y, h, mi, s, meridiem] = us;
    const hour12 = int(h);
    if (hour12 < 1 || hour12 > 12) return null;
    const pm = meridiem?.toLowerCase() === "p";
    const wallClock: WallClock = {
      year: int(y),
      month: int(mo),
      day: int(d),
      hour: (hour12 % 12) + (pm ? 12 : 0),
      minute: int(mi),
      second: int(s),
      millisecond: 0,
    };
    return isValidWallClock(wallClock) ? { kind: "wall-clock", wallClock } : null;
  }
  return null;
}
