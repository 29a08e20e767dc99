import { describe, expect, it } from "vitest";
import { documentReaches } from "./document-policy.ts";

/** A document loaded with `policy` in its meta tag (none when null). */
function loadedWith(policy: string | null): Document {
  const metas = policy === null ? [] : [{ getAttribute: () => policy }];
  return { querySelectorAll: () => metas } as unknown as Document;
}

const sanity = "https://8c8akzjz.apicdn.sanity.io https://8c8akzjz.api.sanity.io";
const sheet = "https://docs.google.com https://*.googleusercontent.com";
const mailchimp = "https://weebly.us16.list-manage.com";
const cdn = "https://cdn.sanity.io";

describe("whether a page can be shown in a document loaded as another page", () => {
  // Every page of the site allows the image CDN of the board's photos.
  const about = loadedWith(`default-src 'self'; script-src 'self'; img-src 'self' ${cdn}; connect-src 'self'`);
  const home = loadedWith(`default-src 'self'; script-src 'self'; img-src 'self' ${cdn}; connect-src 'self' ${sanity}`);
  const events = loadedWith(
    `default-src 'self'; script-src 'self'; img-src 'self' ${cdn}; connect-src 'self' ${sanity} ${sheet}`,
  );
  const join = loadedWith(
    `default-src 'self'; script-src 'self' ${mailchimp}; img-src 'self' ${cdn}; connect-src 'self'`,
  );

  it("shows a page that talks to no service of its own anywhere", () => {
    for (const loaded of [about, home, events, join]) expect(documentReaches("/contact/", loaded)).toBe(true);
  });

  it("loads a page in full where the document's policy lacks one of its services", () => {
    expect(documentReaches("/events/", about)).toBe(false);
    expect(documentReaches("/events/", home)).toBe(false);
    expect(documentReaches("/events/", events)).toBe(true);
    expect(documentReaches("/events/all/", home)).toBe(true);
    expect(documentReaches("/", events)).toBe(true);
    expect(documentReaches("/join/", events)).toBe(false);
    expect(documentReaches("/hey/", join)).toBe(true);
  });

  it("loads a page in full from a document whose policy refuses the image CDN (one deployed before the photos)", () => {
    const before = loadedWith("default-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'");
    expect(documentReaches("/about/", before)).toBe(false);
    expect(documentReaches("/about/", about)).toBe(true);
  });

  it("shows every page where the document has no policy (the development server)", () => {
    expect(documentReaches("/events/", loadedWith(null))).toBe(true);
  });
});
