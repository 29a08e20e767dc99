/** The club's zone: every bundled wall-clock time and schedule is Pacific time. */
export const PACIFIC_TIME_ZONE = "America/Los_Angeles";

/**
 * Stands for the zone of the device the code runs on (in a browser, the
 * visitor's) wherever a zone is asked for. Its offsets come from the
 * JavaScript clock, which is free, while naming the zone through Intl costs
 * a phone tens of milliseconds the first time.
 */
export const DEVICE_TIME_ZONE = "device";

/** How long an event lasts when its duration is missing or invalid. */
export const DEFAULT_EVENT_DURATION_MINUTES = 60;

/** Shown by the countdown once every step has passed and no "end" step gives a message. */
export const COUNTDOWN_ENDED_MESSAGE = "Event has ended. Thank you for joining us!";

/**
 * The years an event's time may fall in (Pacific calendar, first and last
 * inclusive): an instant outside them is a typo or a hostile value, never a
 * club event, and is refused by the studio, the site, the preview and the feed.
 */
export const EVENT_YEARS = { first: 2000, last: 2100 } as const;
