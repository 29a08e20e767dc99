// Which remote services each page of the site talks to, and the origins each
// one reaches: a page's security policy allows those and no others.
import { endpoints } from "./config.ts";
import { paths } from "./paths.ts";

/**
 * The content service (events), the published sheet (house points), the Mailchimp list (newsletter), the
 * content service's image CDN (the board's photos).
 */
export type Service = "events" | "house-points" | "newsletter" | "photos";

/** The services each page asks while it is open; a page not listed asks none. */
export const pageServices: Readonly<Record<string, readonly Service[]>> = {
  // The home page upgrades its event card from the content service.
  [paths.home]: ["events"],
  [paths.events]: ["events", "house-points"],
  [paths.devEvents]: ["events", "house-points"],
  [paths.devEventsAll]: ["events"],
  [paths.join]: ["newsletter"],
  [paths.hey]: ["newsletter"],
};

/**
 * The board's photos (headshots on /about/, merch shots, last term's event photos on /events/) come from
 * the image CDN. Every page of the site allows it, though few show a photo: a page reached by the site's
 * router keeps the policy it was loaded with, and images run no code, so no move between pages needs a
 * full load for them.
 */
const everyPage: readonly Service[] = ["photos"];

/** The services the page at `path` (as in `paths`) talks to; a quarter's page of the archive asks for its new events. */
export function servicesOf(path: string): readonly Service[] {
  const listed = pageServices[path] ?? (path.startsWith(paths.eventsAll) && path !== paths.eventsAll ? ["events"] : []);
  return [...listed, ...everyPage];
}

export const origin = (url: string) => new URL(url).origin;

/**
 * The origins a service's requests go to, from the config; none when it is
 * off. A `*.` origin stands for a host that cannot be known before the request.
 *
 * @example
 * serviceOrigins("events") // ["https://8c8akzjz.apicdn.sanity.io", "https://8c8akzjz.api.sanity.io"]
 */
export function serviceOrigins(service: Service): string[] {
  if (service === "events") {
    const id = endpoints.sanityProjectId;
    if (!id) return [];
    // Queries go to the CDN; one too long for an address is posted to the API host.
    return endpoints.sanityApiHost
      ? [origin(endpoints.sanityApiHost)]
      : [`https://${id}.apicdn.sanity.io`, `https://${id}.api.sanity.io`];
  }
  if (service === "house-points") {
    const sheet = endpoints.housePointsTsv;
    if (!sheet) return [];
    // Google answers the published sheet with a redirect to a download host named per
    // request (doc-0g-3g-sheets.googleusercontent.com, and others), which the policy
    // must allow too; a policy can leave only the first label open.
    const { hostname } = new URL(sheet);
    return hostname === "docs.google.com" ? [origin(sheet), "https://*.googleusercontent.com"] : [origin(sheet)];
  }
  if (service === "photos") return endpoints.sanityCdnBase ? [origin(endpoints.sanityCdnBase)] : [];
  return endpoints.newsletter ? [origin(endpoints.newsletter)] : [];
}

/** The directive that governs a service's requests: JSONP is a script, photos are images; the others are fetched. */
export const serviceDirective = (service: Service) =>
  service === "newsletter" ? "script-src" : service === "photos" ? "img-src" : "connect-src";
