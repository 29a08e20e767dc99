import { pacific } from "@duci/time/pacific";
import type { TimelineEntry } from "@duci/time/types";

/**
 * The fourteen kinds of the Impact 2022 timeline, in the order the weekend went through them.
 * Kinds 6 to 8 repeat for each workshop; 12 and 13 have a "starting soon" and
 * a "live" entry each.
 */
export type ImpactTimelineKind =
  | "registration-open"
  | "join-opening"
  | "opening-starts"
  | "join-now"
  | "begun"
  | "next-workshop"
  | "workshop-soon"
  | "workshop-live"
  | "submissions-reminder"
  | "submissions-closed"
  | "finalists-notified"
  | "presentations"
  | "closing-ceremony"
  | "concluded";

export interface ImpactTimelineEntry extends TimelineEntry {
  kind: ImpactTimelineKind;
  /** Short text of the pill at the top of the page. */
  pill: string;
  /** Heading and text of the panel in Overview. */
  title: string;
  text: string;
  /** A call to action: the sign-up form, the submission form or a Zoom meeting. */
  action?: { label: string; href: string };
  /** Shown with a pulsing "Live" dot. */
  live?: boolean;
}

// The forms and Zoom meetings of 2022, as the event's page published them.
export const IMPACT_SIGN_UP_FORM =
  "https://docs.google.com/forms/d/e/1FAIpQLScL-FDRROA8UJth_aMA4aHEChAGeiPu7fzN40eTLjmOyrPxDA/viewform?usp=sf_link";
export const IMPACT_SUBMISSION_FORM = "https://forms.gle/B4cpgMFtYRawP2ue8";
const OPENING_CALL = "https://uci.zoom.us/j/94495432963";
const PRESENTATIONS_CALL = "https://uci.zoom.us/j/94953727209";
const CLOSING_CALL = "https://uci.zoom.us/j/98486611942";

/** Workshops of Saturday 29 January 2022 that the timeline announces, each with its own Zoom meeting. */
export const impactWorkshops = [
  {
    title: "Designing Under Constraints",
    host: "Katrina Liu",
    time: "10:00 AM",
    start: pacific("2022-01-29T10:00"),
    call: "https://uci.zoom.us/j/97624894611",
  },
  {
    title: "How to Effectively Present Your Design",
    host: "Samanvay Kasarala",
    time: "12:00 PM",
    start: pacific("2022-01-29T12:00"),
    call: "https://uci.zoom.us/j/91028660488",
  },
  {
    title: "How to Build Tech for Social Good",
    host: "Alan Chang and Mingjia Wang",
    time: "2:00 PM",
    start: pacific("2022-01-29T14:00"),
    call: "https://uci.zoom.us/j/96665045518",
  },
  {
    title: "Prototyping in Figma",
    host: "Evangeline Gao",
    time: "3:00 PM",
    start: pacific("2022-01-29T15:00"),
    call: "https://uci.zoom.us/j/97913505371",
  },
  {
    title: "Design Basics",
    host: "Hannah Limary",
    time: "5:00 PM",
    start: pacific("2022-01-29T17:00"),
    call: "https://uci.zoom.us/j/94069827938",
  },
] as const;

function workshopEntries(index: number): ImpactTimelineEntry[] {
  const workshop = impactWorkshops[index];
  if (!workshop) return [];
  const soon = new Date(workshop.start.getTime() - 5 * 60_000);
  return [
    {
      start: soon,
      kind: "workshop-soon",
      pill: `${workshop.title} starts in 5 minutes`,
      title: `Up next: ${workshop.title}`,
      text: `${workshop.host} starts in five minutes. Grab a seat in the call now.`,
      action: { label: "Join the workshop on Zoom", href: workshop.call },
    },
    {
      start: workshop.start,
      kind: "workshop-live",
      pill: "Live Workshop",
      title: `Live Workshop: ${workshop.title}`,
      text: `${workshop.host} is live now. Bring your questions; the recording will be under Resources.`,
      action: { label: "Join the live workshop on Zoom", href: workshop.call },
      live: true,
    },
  ];
}

function nextWorkshopNotice(index: number, start: Date): ImpactTimelineEntry {
  const workshop = impactWorkshops[index];
  if (!workshop) throw new Error(`no workshop ${index}`);
  return {
    start,
    kind: "next-workshop",
    pill: `Next workshop: ${workshop.title}`,
    title: `Next workshop: ${workshop.title}`,
    text: `${workshop.host} hosts it on Saturday at ${workshop.time} PST. The Zoom link appears here five minutes before it starts; keep designing until then.`,
  };
}

/**
 * The timeline, in order of start (checked by a data test with
 * `timelineOrderProblems`). The page shows the latest entry that has started.
 *
 * Fixed dates: the published page dated the live finalist presentations "Jan 29
 * 4:00 PM" and the live closing ceremony "Jan 29 6:00 PM", which put them
 * among Saturday's workshops, before the submission reminder. Both happen on
 * Sunday (the schedule has presentations at 4:00 PM and the closing ceremony
 * at 6:00 PM on Jan 30), so they are dated Jan 30 and sit after the 3:45 PM
 * and 5:00 PM "join" entries of the same events.
 */
export const impactTimeline: readonly ImpactTimelineEntry[] = [
  {
    start: new Date(0),
    kind: "registration-open",
    pill: "Registration closes Jan 26, 11:59 PM PST",
    title: "Registration is open",
    text: "Sign up by Wednesday, January 26 at 11:59 PM PST. Come solo or with up to 3 teammates; it is free.",
    action: { label: "Sign up", href: IMPACT_SIGN_UP_FORM },
  },
  {
    start: pacific("2022-01-26T23:59"),
    kind: "join-opening",
    pill: "Opening ceremony Fri, Jan 28, 6:00 PM PST",
    title: "Join us at the opening ceremony",
    text: "Registration has closed. The Zoom link to the opening ceremony appears here on Friday, January 28 at 5:00 PM PST.",
  },
  {
    start: pacific("2022-01-28T17:00"),
    kind: "opening-starts",
    pill: "Opening ceremony at 6:00 PM PST",
    title: "The opening ceremony starts at 6:00 PM",
    text: "Meet the organizers, the judges and your fellow designers, and hear how the weekend works.",
    action: { label: "Join the opening ceremony on Zoom", href: OPENING_CALL },
  },
  {
    start: pacific("2022-01-28T18:00"),
    kind: "join-now",
    pill: "Join now: prompt at 6:30 PM",
    title: "Join the opening ceremony now",
    text: "The ceremony is under way and the prompt is revealed at 6:30 PM PST. Hop in before it starts.",
    action: { label: "Join now on Zoom", href: OPENING_CALL },
    live: true,
  },
  {
    start: pacific("2022-01-28T19:00"),
    kind: "begun",
    pill: "Design-a-thon has begun",
    title: "Design-a-thon has begun!",
    text: "The prompt is below and the workshops start tomorrow at 10:00 AM PST. Submissions are due Sunday, January 30 at 1:00 PM PST.",
  },
  nextWorkshopNotice(0, pacific("2022-01-29T01:00")),
  ...workshopEntries(0),
  nextWorkshopNotice(1, pacific("2022-01-29T10:30")),
  ...workshopEntries(1),
  nextWorkshopNotice(2, pacific("2022-01-29T12:30")),
  ...workshopEntries(2),
  nextWorkshopNotice(3, pacific("2022-01-29T14:30")),
  ...workshopEntries(3),
  nextWorkshopNotice(4, pacific("2022-01-29T15:30")),
  ...workshopEntries(4),
  {
    start: pacific("2022-01-29T17:30"),
    kind: "submissions-reminder",
    pill: "Submissions due Sun, Jan 30, 1:00 PM PST",
    title: "Submissions are due tomorrow at 1:00 PM PST",
    text: "One member submits for the whole team. Changes after the deadline are penalized.",
    action: { label: "Submission form", href: IMPACT_SUBMISSION_FORM },
  },
  {
    start: pacific("2022-01-30T13:00"),
    kind: "submissions-closed",
    pill: "Submissions closed",
    title: "Submissions are closed",
    text: "The judges are reviewing every prototype. Finalists hear from us by 3:00 PM PST.",
  },
  {
    start: pacific("2022-01-30T15:00"),
    kind: "finalists-notified",
    pill: "Finalists notified",
    title: "Finalists have been notified",
    text: "Finalists: your optional slide deck is due at 3:45 PM PST and presentations start at 4:00 PM PST.",
  },
  {
    start: pacific("2022-01-30T15:45"),
    kind: "presentations",
    pill: "Finalist presentations at 4:00 PM",
    title: "Finalist presentations",
    text: "Watch the finalists present their projects to the judges, starting at 4:00 PM PST.",
    action: { label: "Watch the presentations on Zoom", href: PRESENTATIONS_CALL },
  },
  {
    // Misdated "Jan 29 4:00 PM" on the published page: the presentations are on Sunday.
    start: pacific("2022-01-30T16:00"),
    kind: "presentations",
    pill: "Live: finalist presentations",
    title: "Live: finalist presentations",
    text: "The finalists are presenting now.",
    action: { label: "Watch the presentations on Zoom", href: PRESENTATIONS_CALL },
    live: true,
  },
  {
    start: pacific("2022-01-30T17:00"),
    kind: "closing-ceremony",
    pill: "Closing ceremony at 6:00 PM",
    title: "Closing ceremony",
    text: "The judges are deliberating. Join the closing ceremony at 6:00 PM PST to hear the winners.",
    action: { label: "Join the closing ceremony on Zoom", href: CLOSING_CALL },
  },
  {
    // Misdated "Jan 29 6:00 PM" on the published page: the ceremony closes the event on Sunday.
    start: pacific("2022-01-30T18:00"),
    kind: "closing-ceremony",
    pill: "Live: closing ceremony",
    title: "Live: closing ceremony",
    text: "We are announcing the winners now.",
    action: { label: "Join the closing ceremony on Zoom", href: CLOSING_CALL },
    live: true,
  },
  {
    start: pacific("2022-01-30T18:30"),
    kind: "concluded",
    pill: "Design-a-thon has concluded",
    title: "Impact 2022 has concluded",
    text: "Thank you to every designer, judge, host and sponsor. The winners are above and the recordings are under Resources.",
  },
];

/**
 * The instant the page is prerendered at, also its first client render before
 * the real clock takes over: after the event, which is what most visitors see.
 */
export const prerenderedAt = pacific("2022-02-01T12:00");
