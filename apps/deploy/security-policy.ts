import { createHash } from "node:crypto";
import { endpoints } from "@duci/data/config";

const origin = (url: string) => (url ? new URL(url).origin : "");

/** Hosts our pages talk to, from the config: the content service, the newsletter, the sheet. */
export function remoteOrigins() {
  const sanity = endpoints.sanityProjectId
    ? endpoints.sanityApiHost
      ? [origin(endpoints.sanityApiHost)]
      : [`https://${endpoints.sanityProjectId}.apicdn.sanity.io`, `https://${endpoints.sanityProjectId}.api.sanity.io`]
    : [];
  // The published sheet answers from docs.google.com, then redirects to googleusercontent.com.
  const sheet = endpoints.housePointsTsv ? [origin(endpoints.housePointsTsv), "https://*.googleusercontent.com"] : [];
  return { connect: [...sanity, ...sheet], newsletter: endpoints.newsletter ? origin(endpoints.newsletter) : "" };
}

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

/** The Content-Security-Policy of one page: our origin, the three services, hashed inline scripts. */
export function policyFor(html: string): string {
  const { connect, newsletter } = remoteOrigins();
  const scripts = ["'self'", ...inlineScriptHashes(html), newsletter].filter(Boolean);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Emotion writes its <style> tags at run time, and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connect].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${newsletter ? ` ${newsletter}` : ""}`,
  ].join("; ");
}

/** Puts the policy first in <head>, before anything it governs. */
export function withPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}">`;
  return html.replace(/<head>/i, `<head>\n${meta}`);
}
