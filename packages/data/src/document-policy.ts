// What the policy a document was loaded with allows, read from its <meta> tags.
import { origin, serviceDirective, serviceOrigins, servicesOf } from "./page-services.ts";

/**
 * Whether the policy this document was loaded with lets the page at `path`
 * reach all of its services. A page reached by client-side navigation keeps
 * the policy of the page it was loaded as; where that one is narrower, the
 * page must be loaded in full. True where the document has no policy (the
 * development server).
 */
export function documentReaches(path: string, doc: Document = document): boolean {
  return servicesOf(path).every((service) =>
    serviceOrigins(service).every((url) => url.includes("*") || policyAllows(serviceDirective(service), url, doc)),
  );
}

/** Whether every policy in the document's <meta> tags lets `directive` (or default-src) reach `url`'s origin. */
export function policyAllows(directive: string, url: string, doc: Document = document): boolean {
  const target = origin(url);
  for (const meta of doc.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')) {
    const directives = (meta.getAttribute("content") ?? "").split(";").map((text) => text.trim().split(/\s+/));
    const sources =
      directives.find(([name]) => name === directive) ?? directives.find(([name]) => name === "default-src");
    if (sources && !sources.slice(1).includes(target)) return false;
  }
  return true;
}
