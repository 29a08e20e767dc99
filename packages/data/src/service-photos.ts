// Photos the board uploads to the content service (the studio's image fields),
// asked once at build time and built into the pages that show them. Anything
// missing, incomplete or not allowed to be shown is left out: the page keeps
// its drawing.
import { endpoints } from "./config.ts";
import { sanityEnabled } from "./sanity-events.ts";

/** A photo as a page needs it: the image CDN's address, its size, its alt text and a tiny blurred preview. */
export interface ServicePhoto {
  /** The original file on the image CDN; sizes are asked with its URL parameters (?w=…). */
  url: string;
  width: number;
  height: number;
  alt: string;
  /** A tiny blurred copy as a data: URL (Sanity's `metadata.lqip`), shown while the photo loads; "" when none. */
  lqip: string;
}

/** A board member's headshot, matched to the site's board by name; only those with the member's consent. */
export interface MemberPhoto {
  name: string;
  photo: ServicePhoto;
}
/** A product shot, matched by the drop (its folder, e.g. "fall-2024") and the item's name as on /merch. */
export interface MerchPhoto {
  drop: string;
  item: string;
  photo: ServicePhoto;
}
/** A Design-a-thon winning entry's screen, by edition year and team or entry name. */
export interface WinnerScreen {
  year: number;
  entry: string;
  photo: ServicePhoto;
}
/**
 * The screen the board uploaded for a winning entry of the edition of `year`:
 * its entry names the team or the project exactly as the winners list does.
 *
 * @example
 * winnerScreenOf(screens, 2023, { team: "Team MLH", project: "Honeycomb" }) // the photo stored as 2023, "Team MLH" or "Honeycomb"
 */
export function winnerScreenOf(
  screens: readonly WinnerScreen[],
  year: number,
  winner: { team?: string; project: string },
): ServicePhoto | undefined {
  return screens.find(
    (screen) => screen.year === year && (screen.entry === winner.team || screen.entry === winner.project),
  )?.photo;
}

/** An event's photo, by the event's title and start (as stored); shown on its card among the term's highlights. */
export interface EventPhoto {
  title: string;
  time: string;
  photo: ServicePhoto;
}

export interface ServicePhotos {
  members: MemberPhoto[];
  merch: MerchPhoto[];
  winners: WinnerScreen[];
  events: EventPhoto[];
}

export const NO_PHOTOS: ServicePhotos = { members: [], merch: [], winners: [], events: [] };

/** The studio's document types (apps/studio/src/photo-types.ts). */
export const PHOTO_DOCUMENT_TYPES = {
  member: "memberPhoto",
  merch: "merchPhoto",
  winner: "winnerScreen",
} as const;

/** The longest alt text the studio accepts: a sentence, not a caption. */
export const ALT_TEXT_LIMIT = 200;

const image = (field: string) =>
  `"image": ${field} { alt, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, "lqip": asset->metadata.lqip }`;

/** Every photo the site can show, in one request. */
export const PHOTOS_QUERY = `{
  "members": *[_type == "${PHOTO_DOCUMENT_TYPES.member}" && consent == true] { name, consent, ${image("image")} },
  "merch": *[_type == "${PHOTO_DOCUMENT_TYPES.merch}"] { drop, item, ${image("image")} },
  "winners": *[_type == "${PHOTO_DOCUMENT_TYPES.winner}"] { year, entry, ${image("image")} },
  "events": *[_type == "event" && defined(photo.asset)] { title, time, ${image("photo")} }
}`;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * An image as stored, ready for a page; null unless it has alt text, its size
 * and an address on the image CDN (`cdnBase`): a page's security policy allows
 * images from there alone.
 */
export function servicePhoto(value: unknown, cdnBase: string = endpoints.sanityCdnBase): ServicePhoto | null {
  const image = record(value);
  const alt = text(image.alt).slice(0, ALT_TEXT_LIMIT);
  const url = text(image.url);
  const { width, height } = image;
  if (!alt || !cdnBase || !url.startsWith(`${cdnBase.replace(/\/$/, "")}/`)) return null;
  if (typeof width !== "number" || typeof height !== "number" || !(width > 0) || !(height > 0)) return null;
  // Only a data: image goes into a style; anything else would be a request the policy does not expect.
  const lqip = text(image.lqip);
  return { url, width, height, alt, lqip: /^data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+$/.test(lqip) ? lqip : "" };
}

/**
 * The service's answer to PHOTOS_QUERY, checked: a headshot only with the
 * member's consent, each entry only with a showable image and what it is matched by.
 */
export function mapServicePhotos(result: unknown, cdnBase: string = endpoints.sanityCdnBase): ServicePhotos {
  const answer = record(result);
  const entries = <T>(
    key: keyof ServicePhotos,
    make: (doc: Record<string, unknown>, photo: ServicePhoto) => T | null,
  ) =>
    list(answer[key]).flatMap((value) => {
      const doc = record(value);
      const photo = servicePhoto(doc.image, cdnBase);
      const made = photo && make(doc, photo);
      return made ? [made] : [];
    });
  return {
    members: entries("members", (doc, photo) =>
      doc.consent === true && text(doc.name) ? { name: text(doc.name), photo } : null,
    ),
    merch: entries("merch", (doc, photo) =>
      text(doc.drop) && text(doc.item) ? { drop: text(doc.drop), item: text(doc.item), photo } : null,
    ),
    winners: entries("winners", (doc, photo) =>
      Number.isInteger(doc.year) && text(doc.entry)
        ? { year: doc.year as number, entry: text(doc.entry), photo }
        : null,
    ),
    events: entries("events", (doc, photo) =>
      text(doc.title) && text(doc.time) ? { title: text(doc.title), time: text(doc.time), photo } : null,
    ),
  };
}

export interface ServicePhotosOptions {
  projectId?: string;
  dataset?: string;
  /** A host such as "http://127.0.0.1:4000"; empty uses Sanity's CDN host. */
  apiHost?: string;
  /** Where the image files are served (VITE_SANITY_CDN_BASE); Sanity's image CDN by default. */
  cdnBase?: string;
  timeoutMs?: number;
}

/**
 * Asks the content service for the board's photos through the same client as
 * the events (@sanity/client). Never rejects: with the service off, failing or
 * silent for `timeoutMs`, there are no photos and `note` says why.
 */
export async function fetchServicePhotos(
  options: ServicePhotosOptions = {},
): Promise<{ photos: ServicePhotos; note: string }> {
  const projectId = options.projectId ?? endpoints.sanityProjectId;
  const apiHost = options.apiHost ?? endpoints.sanityApiHost;
  const timeoutMs = options.timeoutMs ?? 5_000;
  if (!sanityEnabled(projectId))
    return { photos: NO_PHOTOS, note: "photos: the content service is off; drawings only" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { createClient } = await import("@sanity/client");
    const client = createClient({
      projectId,
      dataset: options.dataset ?? endpoints.sanityDataset,
      apiVersion: endpoints.sanityApiVersion,
      useCdn: true,
      timeout: timeoutMs,
      maxRetries: 1,
      ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const photos = mapServicePhotos(
      await Promise.race([client.fetch<unknown>(PHOTOS_QUERY), timeout]),
      options.cdnBase,
    );
    const count = Object.values(photos).reduce((sum, entries) => sum + entries.length, 0);
    return { photos, note: `photos: ${count} photos from the content service built into the pages` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { photos: NO_PHOTOS, note: `photos: the content service did not answer (${why}); drawings only` };
  } finally {
    clearTimeout(timer);
  }
}
