import { describe, expect, it } from "vitest";
import { setWebFonts } from "./web-fonts.ts";

const faces = '<style>@font-face{font-family:DM Sans;src:url(/assets/dm-sans.woff2)format("woff2")}</style>';

/** A page as a browser with scripting reads it: the noscript's content is text. */
function pageWithFaces() {
  const doc = document.implementation.createHTMLDocument("page");
  const noscript = doc.createElement("noscript");
  noscript.id = "web-fonts";
  noscript.textContent = faces;
  doc.head.append(noscript);
  return doc;
}

describe("setWebFonts", () => {
  it("declares the faces kept in the noscript once", () => {
    const doc = pageWithFaces();
    setWebFonts(doc);
    setWebFonts(doc);
    expect(doc.head.querySelectorAll("style")).toHaveLength(1);
    expect(doc.head.querySelector("style")?.textContent).toContain("font-family:DM Sans");
    expect(doc.documentElement.dataset.webFonts).toBe("set");
  });

  it("leaves a page whose faces were declared before its first paint as it is", () => {
    const doc = pageWithFaces();
    doc.documentElement.dataset.webFonts = "set";
    setWebFonts(doc);
    expect(doc.head.querySelectorAll("style")).toHaveLength(0);
  });
});
