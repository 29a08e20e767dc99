import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";
import { deferWebFonts, loadWebFonts, SHARED_FONTS_PATH, shareWebFonts, WEB_FONTS_FACES_CAP } from "./prerender.ts";

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

test("the shared faces wait in a <noscript>, followed by the script that sets them before the first paint when they are kept", () => {
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
  assert.ok(script.length > 0);
});

/** The page in happy-dom with its inline scripts run; `kept` is what an earlier page left in localStorage. */
function openPage(html: string, kept: Record<string, string> = {}) {
  const window = new Window({
    url: "https://designatuci.com/designathon/24/",
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
  // The faces made from bytes, as the browser's FontFace would take them, and those added to the page.
  // Bytes starting with 0 stand for bytes that are not a font: the face fails to load.
  const made: { family: string; bytes: number[]; weight: string }[] = [];
  const added: unknown[] = [];
  Object.assign(window, {
    FontFace: class {
      loaded: Promise<unknown>;
      constructor(family: string, bytes: Uint8Array | ArrayBuffer, { weight }: { weight: string }) {
        made.push({ family, bytes: [...new Uint8Array(bytes)], weight });
        this.loaded = new Uint8Array(bytes)[0] === 0 ? Promise.reject(new Error("not a font")) : Promise.resolve(this);
      }
    },
  });
  Object.defineProperty(window.document, "fonts", { value: { add: (face: unknown) => added.push(face) } });
  window.document.write(html);
  const { document } = window;
  return { window, document, made, added };
}

const deferred = () => deferWebFonts(shareWebFonts(page("/designathon/24/"), "/designathon/24/").html);

test("on a first visit nothing is asked for before the first paint: the page paints in the fallback", async () => {
  const { window, document, added } = openPage(deferred());
  assert.equal(document.querySelectorAll('link[rel="preload"]').length, 0);
  assert.doesNotMatch(document.head.innerHTML.replace(/<noscript.*?<\/noscript>/, ""), /woff2\)/);
  assert.deepEqual(added, []);
  assert.equal(document.documentElement.dataset.webFonts, undefined);
  await window.happyDOM.close();
});

test("fonts an earlier page kept are set from their bytes, with no request", async () => {
  const files = `${SHARED_FONTS_PATH}dm-sans-500-A1.woff2 ${SHARED_FONTS_PATH}dm-sans-700-C3.woff2`;
  const faces = [
    { family: "DM Sans", weight: "500", style: "normal", font: btoa("\u0001\u0002") },
    { family: "DM Sans", weight: "700", style: "normal", font: btoa("\u0003") },
  ];
  const { window, document, made } = openPage(deferred(), {
    "duci:web-fonts": files,
    "duci:web-fonts-faces": JSON.stringify(faces),
  });
  assert.deepEqual(made, [
    { family: "DM Sans", bytes: [1, 2], weight: "500" },
    { family: "DM Sans", bytes: [3], weight: "700" },
  ]);
  assert.equal(document.documentElement.dataset.webFonts, "kept");
  assert.equal(document.querySelectorAll('link[rel="preload"]').length, 0);
  await window.happyDOM.close();
});

test("kept fonts made from other files than the page's count as not kept", async () => {
  const { window, document, made } = openPage(deferred(), {
    "duci:web-fonts": `${SHARED_FONTS_PATH}dm-sans-500-OLD.woff2`,
    "duci:web-fonts-faces": JSON.stringify([{ family: "DM Sans", weight: "500", style: "normal", font: "AQ==" }]),
  });
  assert.deepEqual(made, []);
  assert.equal(document.documentElement.dataset.webFonts, undefined);
  await window.happyDOM.close();
});

test("kept bytes that are not a font are forgotten, so the next page loads the files again", async () => {
  const files = `${SHARED_FONTS_PATH}dm-sans-500-A1.woff2 ${SHARED_FONTS_PATH}dm-sans-700-C3.woff2`;
  const faces = [
    { family: "DM Sans", weight: "500", style: "normal", font: btoa("\u0001\u0002") },
    { family: "DM Sans", weight: "700", style: "normal", font: btoa("\u0000spoiled") },
  ];
  const { window } = openPage(deferred(), { "duci:web-fonts": files, "duci:web-fonts-faces": JSON.stringify(faces) });
  await until(() => window.localStorage.getItem("duci:web-fonts-faces") === null, "the spoiled faces to go");
  const next = openPage(deferred(), { "duci:web-fonts": files });
  assert.deepEqual(next.made, []);
  assert.equal(next.document.documentElement.dataset.webFonts, undefined);
  await window.happyDOM.close();
  await next.window.happyDOM.close();
});

test("kept faces longer than the cap are not read, and the first visit's loader replaces them", async () => {
  const files = `${SHARED_FONTS_PATH}dm-sans-500-A1.woff2 ${SHARED_FONTS_PATH}dm-sans-700-C3.woff2`;
  const tooLong = JSON.stringify([
    { family: "DM Sans", weight: "500", style: "normal", font: "A".repeat(WEB_FONTS_FACES_CAP) },
  ]);
  const { window, document, made } = openPage(deferred(), {
    "duci:web-fonts": files,
    "duci:web-fonts-faces": tooLong,
  });
  assert.deepEqual(made, []);
  assert.equal(document.documentElement.dataset.webFonts, undefined);
  Object.assign(window, { fetch: async () => new window.Response(new Uint8Array([1, 2])) });
  runLoadWebFonts(document);
  await until(
    () => (window.localStorage.getItem("duci:web-fonts-faces") ?? tooLong).length < 1000,
    "the faces to be kept anew",
  );
  assert.equal(window.localStorage.getItem("duci:web-fonts"), files);
  await window.happyDOM.close();
});

/** Runs `loadWebFonts`, as the page adds it after its first paint. */
function runLoadWebFonts(document: Window["document"]) {
  const script = document.createElement("script");
  script.textContent = loadWebFonts;
  document.body.appendChild(script);
}

test("after its first paint a first visit fetches each file once, sets the page in the faces made from them, and keeps them for later pages", async () => {
  const { window, document, made, added } = openPage(deferred());
  const asked: string[] = [];
  Object.assign(window, {
    fetch: async (url: string) => {
      asked.push(url);
      return new window.Response(url.includes("500") ? new Uint8Array([1, 2]) : new Uint8Array([3]));
    },
  });
  runLoadWebFonts(document);
  await until(() => window.localStorage.getItem("duci:web-fonts") !== null, "the fonts to be kept");
  assert.deepEqual(asked, [`${SHARED_FONTS_PATH}dm-sans-500-A1.woff2`, `${SHARED_FONTS_PATH}dm-sans-700-C3.woff2`]);
  assert.deepEqual(made, [
    { family: "DM Sans", bytes: [1, 2], weight: "500" },
    { family: "DM Sans", bytes: [3], weight: "700" },
  ]);
  assert.equal(added.length, 2);
  assert.equal(document.documentElement.dataset.webFonts, "declared");
  assert.equal(window.localStorage.getItem("duci:web-fonts"), asked.join(" "));
  const kept = JSON.parse(window.localStorage.getItem("duci:web-fonts-faces") ?? "[]");
  assert.deepEqual(kept, [
    { family: "DM Sans", weight: "500", style: "normal", font: btoa("\u0001\u0002") },
    { family: "DM Sans", weight: "700", style: "normal", font: btoa("\u0003") },
  ]);
  await window.happyDOM.close();
});

test("when a font file fails, the page stays in the fallback and nothing is kept", async () => {
  const { window, document, added } = openPage(deferred());
  let asked = 0;
  Object.assign(window, {
    fetch: async (url: string) => {
      asked++;
      return new window.Response(url.includes("500") ? new Uint8Array([1]) : "gone", {
        status: url.includes("500") ? 200 : 404,
      });
    },
  });
  runLoadWebFonts(document);
  await until(() => asked === 2, "both files to be asked for");
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(added, []);
  assert.equal(document.documentElement.dataset.webFonts, undefined);
  assert.equal(window.localStorage.getItem("duci:web-fonts"), null);
  await window.happyDOM.close();
});

/** Resolves once `done` holds, checking every 20 ms; fails after five seconds. */
async function until(done: () => boolean, what: string) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 5000) assert.fail(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("local fallback faces and a page without web fonts are left as they are", () => {
  const { html } = shareWebFonts(page("/"), "/");
  assert.ok(
    html.includes("@font-face{font-family:DM Sans Fallback;font-weight:500;src:local(Arial);size-adjust:106.3%}"),
  );
  const plain = "<html><head><style>body{margin:0}</style></head><body></body></html>";
  assert.deepEqual(shareWebFonts(plain, "/"), { html: plain, files: [] });
});
