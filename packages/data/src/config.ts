// The club's facts and the endpoints of its services, in one place.
// Every endpoint can be overridden at build time by the environment variable
// named beside it (documented in the README); tests point them at loopback.

// import.meta.env exists under Vite; build scripts run under plain Node read process.env.
const env: Record<string, string | undefined> =
  (import.meta as { env?: Record<string, string | undefined> }).env ??
  (typeof process === "undefined" ? {} : process.env);

// Pure, so a page that reads no endpoint (an edition's) leaves them all out of its script.
/* @__NO_SIDE_EFFECTS__ */
function setting(name: string, fallback: string): string {
  const value = env[name];
  return value === undefined ? fallback : value.trim();
}

export const club = {
  name: "Design at UCI",
  shortName: "Design at UCI",
  university: "University of California, Irvine",
  universityShort: "UCI",
  email: "design@uci.edu",
  siteUrl: setting("VITE_SITE_URL", "https://designatuci.com").replace(/\/$/, ""),
} as const;

/**
 * The names a Design-a-thon page keeps on one line in its blocks' text ("Design-a- / thon" on a phone
 * otherwise). Only the Design-a-thon's own: the club's name wraps there as the pages were laid out.
 */
export const editionUnbrokenNames = ["Design-a-thon"] as const;

/** The club's names, never broken across two lines ("Design at / UCI", "Design-a- / thon"). */
export const unbrokenNames = ["Design-a-thon", club.name] as const;

export const links = {
  newsletterArchive: "https://us16.campaign-archive.com/home/?u=96e1277e37e6f4c2940cd1dc9&id=3cdf6c3ea8",
  merchOrderForm: "https://docs.google.com/forms/d/e/1FAIpQLSeBzHjsYOGxG7666GqJqsufLO4D9Yy6wmm718WFEHiI8zYMmg/viewform",
  housesSorting: "https://forms.gle/6aj3nKe3S5QttYqp8",
  projectTeamsRegistration: "https://forms.gle/1XBF3JKgpDikkDnT6",
  discord: "https://discord.com/invite/MBVrKe9",
  fontSpecimen: "https://fonts.google.com/specimen/DM+Sans",
} as const;

const SHEET_KEY = "15zDinoV1T_gBtqvEvY19KRHwzQoiWZ3A92c895IsFsg";
const SHEET_GID = "1705286477";
const SHEET_BASE = `https://docs.google.com/spreadsheets/d/${SHEET_KEY}`;

export const endpoints = {
  /** VITE_SANITY_PROJECT_ID; empty turns the events service off. */
  sanityProjectId: setting("VITE_SANITY_PROJECT_ID", "8c8akzjz"),
  /** VITE_SANITY_DATASET */
  sanityDataset: setting("VITE_SANITY_DATASET", "production"),
  sanityApiVersion: "2022-03-08",
  /** VITE_SANITY_API_HOST; unset in production (Sanity's CDN host is used). */
  sanityApiHost: setting("VITE_SANITY_API_HOST", ""),
  /** VITE_SANITY_CDN_BASE: where the content service's images are served (tests use loopback). */
  sanityCdnBase: setting("VITE_SANITY_CDN_BASE", "https://cdn.sanity.io"),
  /** VITE_NEWSLETTER_URL: the Mailchimp list's form action; empty disables the form. */
  newsletter: setting(
    "VITE_NEWSLETTER_URL",
    "https://weebly.us16.list-manage.com/subscribe/post?u=96e1277e37e6f4c2940cd1dc9&id=3cdf6c3ea8",
  ),
  /** VITE_HOUSE_POINTS_URL: the published sheet as TSV; empty turns standings off. */
  housePointsTsv: setting("VITE_HOUSE_POINTS_URL", `${SHEET_BASE}/pub?gid=${SHEET_GID}&single=true&output=tsv`),
  /** The published sheet's web page ("View All Points"): the same sheet as a page, not as a download. */
  housePointsPage: `${SHEET_BASE}/pubhtml?gid=${SHEET_GID}&single=true`,
} as const;
