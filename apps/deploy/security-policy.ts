import { createHash } from "node:crypto";
import { type Service, serviceDirective, serviceOrigins } from "@duci/data/page-services";
import { SPECULATION_RULES } from "@duci/ui/speculation-rules";

/** Inline scripts that run (JSON-LD data blocks do not) need their hash in the policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes) || body === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/**
 * The speculation rules every page adds (the site's loader, an edition's
 * code), allowed by their hash: Chromium ignores the 'inline-speculation-rules'
 * keyword in a list that holds hashes, as it does 'unsafe-inline'.
 */
export const speculationRulesHash = `'sha256-${createHash("sha256").update(SPECULATION_RULES).digest("base64")}'`;

/** Whether a page holds the newsletter form: a form that posts to the Mailchimp list. */
export function hasNewsletterForm(html: string, newsletter: string = serviceOrigins("newsletter")[0] ?? ""): boolean {
  if (!newsletter) return false;
  return [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].some((match) => match[1]?.startsWith(`${newsletter}/`));
}

/**
 * The Content-Security-Policy of one page: our origin, hashed inline
 * scripts, and the origins of the services the page talks to (`servicesOf`
 * in @duci/data/page-services), no others: the content service and the sheet
 * are fetched, Mailchimp's JSONP is a script and its plain sign-up a form
 * post, the board's photos are images. A page reached by client-side navigation keeps the policy of the page
 * it was loaded as, so the site's links load a page in full where that policy
 * is narrower (`documentReaches`).
 */
export function policyFor(html: string, services: readonly Service[] = []): string {
  const allowed = (directive: string) =>
    services.filter((service) => serviceDirective(service) === directive).flatMap(serviceOrigins);
  if (hasNewsletterForm(html) && !services.includes("newsletter"))
    throw new Error("a page with the newsletter form must list the newsletter among its services");
  const newsletter = services.includes("newsletter") ? serviceOrigins("newsletter") : [];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes(html), speculationRulesHash, ...allowed("script-src")].join(" ")}`,
    // Emotion writes its <style> tags at run time, and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", ...allowed("img-src")].join(" ")}`,
    // Fonts, and the fetches of a page that talks to no service, fall back to default-src 'self':
    // every byte of the policy is in the document's first round trip.
    ...(allowed("connect-src").length ? [`connect-src ${["'self'", ...allowed("connect-src")].join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...newsletter].join(" ")}`,
  ].join("; ");
}

/**
 * Storybook's policy: its own inline scripts (hashed, from every Storybook
 * page), data: and blob: images and fonts its addons use, and the manager
 * framing its own preview (the header's frame-ancestors 'self', never another site).
 */
export function storybookPolicy(htmlPages: readonly string[]): string {
  const hashes = [...new Set(htmlPages.flatMap(inlineScriptHashes))];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...hashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers every file gets on hosts that read `_headers`. */
export const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/**
 * The `_headers` file (Netlify and Cloudflare Pages read it): the common
 * headers for every path, and what only a header can carry. A page's own
 * policy is in its <meta> tag; a meta policy cannot deny framing, so each
 * page's header policy is that alone (the browser enforces both). Each page
 * is listed at both addresses the host serves it from ("/join/" and
 * "/join/index.html": a rule matches its exact path only). Everything under
 * /storybook/ is framed by Storybook's own manager, so it may be framed by
 * its own origin.
 */
export function headersFile(pagePaths: readonly string[]) {
  const lines = ["/*", ...Object.entries(COMMON_HEADERS).map(([name, value]) => `  ${name}: ${value}`), ""];
  for (const path of pagePaths) {
    for (const address of path.endsWith("/") ? [path, `${path}index.html`] : [path]) {
      lines.push(address, "  Content-Security-Policy: frame-ancestors 'none'", "");
    }
  }
  lines.push("/storybook/*", "  Content-Security-Policy: frame-ancestors 'self'", "");
  return lines.join("\n");
}

/** Puts a policy first in <head>, before anything it governs. */
export function withPolicy(html: string, policy: string = policyFor(html)): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return html.replace(/<head>/i, `<head>\n${meta}`);
}
