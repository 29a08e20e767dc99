import assert from "node:assert/strict";
import { test } from "node:test";
import { deferWebFonts, SHARED_FONTS_PATH, shareWebFonts } from "./prerender.ts";

const faces = (base: string) =>
  `@font-face{font-family:DM Sans;font-style:normal;font-display:swap;font-weight:500;src:url(${base}assets/dm-sans-500-A1.woff2)format("woff2"),url(${base}assets/dm-sans-500-B2.woff)format("woff")}` +
  `@font-face{font-family:DM Sans;font-style:normal;font-display:swap;font-weight:700;src:url(${base}assets/dm-sans-700-C3.woff2)format("woff2"),url(${base}assets/dm-sans-700-D4.woff)format("woff")}` +
  "@font-face{font-family:DM Sans Fallback;font-weight:500;src:local(Arial);size-adjust:106.3%}";

const page = (base: string) =>
  `<html><head><meta charset="UTF-8"><title>t</title><style>${faces(base)}</style><!--app-head--></head><body></body></html>`;

test("an edition's faces point at the fonts' one shared address, as the site's do", () => {
  const site = shareWebFonts(page("/"), "/");
  const edition = shareWebFonts(page("/designathon/24/"), "/designathon/24/");
  assert.deepEqual(site.files, ["dm-sans-500-A1.woff2", "dm-sans-700-C3.woff2"]);
  assert.deepEqual(edition.files, site.files);
  assert.equal(edition.html, site.html);
  assert.ok(site.html.includes(`src:url(${SHARED_FONTS_PATH}dm-sans-500-A1.woff2)format("woff2")}`));
  assert.ok(!site.html.includes(".woff)"), "the WOFF copies are not declared");
  assert.ok(!edition.html.includes("/designathon/24/assets/"));
});

test("the shared faces wait in a <noscript> for the script after it, which declares them before the first paint", () => {
  const html = deferWebFonts(shareWebFonts(page("/designathon/24/"), "/designathon/24/").html);
  const [head = ""] = html.split("</head>");
  const noscript = /<noscript id="web-fonts"><style>([^<]*)<\/style><\/noscript><script>(.*)<\/script>$/.exec(head);
  assert.ok(noscript, "the faces and the script end the head");
  const [tags, declared = "", script = ""] = noscript;
  assert.equal(declared.match(/font-display:swap/g)?.length, 2);
  assert.ok(declared.includes(`url(${SHARED_FONTS_PATH}dm-sans-700-C3.woff2)`));
  // The fallback faces stay inline, for the first layout.
  assert.match(head, /<style>@font-face\{font-family:DM Sans Fallback;/);
  assert.doesNotMatch(head.replace(tags, ""), /woff2/);
  // Kept bytes when there are any, else the files preloaded and the faces declared.
  assert.match(script, /localStorage/);
  assert.match(script, /rel="preload";l\.as="font"/);
  assert.doesNotThrow(() => new Function(script));
});

test("local fallback faces and a page without web fonts are left as they are", () => {
  const { html } = shareWebFonts(page("/"), "/");
  assert.ok(
    html.includes("@font-face{font-family:DM Sans Fallback;font-weight:500;src:local(Arial);size-adjust:106.3%}"),
  );
  const plain = "<html><head><style>body{margin:0}</style></head><body></body></html>";
  assert.deepEqual(shareWebFonts(plain, "/"), { html: plain, files: [] });
});
