// Prerenders every route of the app in the current folder into static HTML.
// Expects `vite build` output in dist/ and `vite build --ssr src/entry-server.tsx
// --outDir dist-ssr`, whose module exports `routes` (paths relative to the app's
// base, such as "/" and "/about/"), `render(path)` returning the app's HTML and
// its styles (`renderToHtml` from @duci/ui), and
// `site` ({ url, name, base, description }) for the sharing tags; optionally
// `staticRoutes`, those of the routes that need no script and get none, and
// `files`, more files of the app's own to write.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PORTRAIT_DIR, portraitFiles, portraitSeedsIn } from "@duci/images/portrait";
import { compactHtml, compactStyles } from "./compact-html.ts";
import { hideWhenFramed } from "./frame-guard.ts";
import { keepEarlyInput as keepEarlyInputScript } from "./inline/keep-early-input.ts";
import { type Added, loadAfterPaint } from "./inline/load-after-paint.ts";
import { loadLaterStyles } from "./inline/load-later-styles.ts";
import { loadWebFonts as loadWebFontsScript } from "./inline/load-web-fonts.ts";
import { setWebFonts as setWebFontsScript } from "./inline/set-web-fonts.ts";
import { inlineScript } from "./inline-script.ts";
import { ogPng } from "./og-image.ts";

/** What an app's sharing tags say about it. */
export interface Site {
  /** The site's address without a trailing slash, such as "https://designatuci.com". */
  url: string;
  name: string;
  /** The app's base path, such as "/" or "/designathon/24/". */
  base: string;
  description: string;
}

/** What the app's `dist-ssr/entry-server.js` exports. */
interface ServerEntry {
  routes: string[];
  staticRoutes?: string[];
  /** Speculation rules (JSON) the loader adds to every page after its first paint; an app whose code adds them leaves this out. */
  speculationRules?: string;
  /** The id of the first element below the first screen, from which a page's styles may come after its first paint: see `splitLaterStyles`. */
  laterStylesFrom?: string;
  render: (path: string) => string | Promise<string>;
  site: Site;
  /** Files the app renders at build time besides its pages, by their path in dist/ ("heroes/about.svg"). */
  files?: () => Record<string, string>;
}

// React 19 puts the <title>, <meta> and <link> a page renders at the start of
// its output; they belong in <head>.
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)/;

export function splitHead(html: string): { head: string; body: string } {
  let head = "";
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The tags that make a shared link show the page's own title, description and
 * image: description, canonical link, Open Graph and the large card on X.
 */
export function sharingTags({
  head,
  url,
  image,
  site,
}: {
  head: string;
  url: string;
  image: string;
  site: Pick<Site, "name" | "description">;
}): { title: string; tags: string } {
  const title = unescapeText(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? site.name);
  const description = unescapeText(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? site.description);
  const tags = [
    head.includes('name="description"') ? "" : `<meta name="description" content="${escapeAttribute(description)}"/>`,
    `<link rel="canonical" href="${url}"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="${escapeAttribute(site.name)}"/>`,
    `<meta property="og:title" content="${escapeAttribute(title)}"/>`,
    `<meta property="og:description" content="${escapeAttribute(description)}"/>`,
    `<meta property="og:url" content="${url}"/>`,
    `<meta property="og:image" content="${image}"/>`,
    `<meta property="og:image:width" content="1200"/>`,
    `<meta property="og:image:height" content="630"/>`,
    `<meta property="og:image:alt" content="${escapeAttribute(title)}"/>`,
    // X reads the title, description and image from Open Graph when its own tags are absent.
    `<meta name="twitter:card" content="summary_large_image"/>`,
  ];
  return { title, tags: tags.join("") };
}

export function fillTemplate(template: string, html: string, extraHead = ""): string {
  const { head, body } = splitHead(html);
  if (!template.includes("<!--app-head-->") || !template.includes("<!--app-html-->")) {
    throw new Error("index.html needs <!--app-head--> and <!--app-html--> placeholders");
  }
  const withoutTitle = head.includes("<title>") ? template.replace(/<title>[^<]*<\/title>/, "") : template;
  return withoutTitle.replace("<!--app-head-->", head + extraHead).replace("<!--app-html-->", body);
}

/**
 * Each `<link rel="stylesheet">` replaced by the stylesheet itself, so the page
 * paints from its HTML alone (the app's CSS is only the font faces; Emotion's
 * styles are already in the HTML). `read` gets the file at a URL path.
 *
 * The link stays, disabled (never fetched, never applied): Vite's loader of
 * lazy chunks adds the entry's stylesheet for a chunk that shares the entry's
 * code (the content-service client) unless a link to it is already in the
 * page, and that stylesheet would fetch the web fonts again from the app's own
 * address instead of the shared one.
 */
export async function inlineStylesheets(html: string, read: (href: string) => Promise<string>): Promise<string> {
  let result = html;
  for (const [tag, href = ""] of html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g)) {
    const styles = `<style>${(await read(href)).trim()}</style>`;
    result = result.replace(tag, `${styles}<link rel="stylesheet" href="${href}" disabled>`);
  }
  return result;
}

/**
 * Where every app's web fonts are served: one address at the site's root for
 * the site and every edition, so the fonts a visitor got on one app (the
 * browser's cache, the kept faces below) serve the others. Files are named by
 * their content.
 */
export const SHARED_FONTS_PATH = "/assets/fonts/";

/**
 * The web fonts' faces (the inline @font-face rules that fetch a file) pointed
 * at `SHARED_FONTS_PATH`, their WOFF2 file only (every browser we support
 * reads it). `base` is the app's base path, where Vite emitted the files
 * (`assets/`). Returns the page and the names of the files to serve from
 * `SHARED_FONTS_PATH`.
 */
export function shareWebFonts(html: string, base: string): { html: string; files: string[] } {
  const files: string[] = [];
  const escapedBase = base.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
  const emitted = new RegExp(`url\\(${escapedBase}assets/([^)/]+\\.woff2)\\)`);
  const result = html.replace(/<style>([^<]*)<\/style>/g, (_, css: string) => {
    const shared = css.replace(/@font-face\{[^}]*\}/g, (face) => {
      const file = face.match(emitted)?.[1];
      if (!file) return face;
      if (!files.includes(file)) files.push(file);
      return face.replace(/src:[^;}]+/, `src:url(${SHARED_FONTS_PATH}${file})format("woff2")`);
    });
    return `<style>${shared}</style>`;
  });
  return { html: result, files };
}

// Where a page keeps DM Sans for later pages: each face's descriptors and font
// file (base64) as JSON (`-faces`), and the files' addresses they were made
// from, so a new font file counts as not kept.
const WEB_FONTS_KEY = "duci:web-fonts";
const WEB_FONTS_FACES_KEY = `${WEB_FONTS_KEY}-faces`;
// The most characters kept faces may take: DM Sans's two files take 38,331 (2026), so this
// leaves room for a few more weights; a longer value is not ours, and costs every page that reads it.
export const WEB_FONTS_FACES_CAP = 200_000;

/** Sets the page in DM Sans before the first paint when the fonts are kept: see `setWebFonts` in inline/. */
const setWebFonts = inlineScript(setWebFontsScript, WEB_FONTS_KEY, WEB_FONTS_FACES_KEY, WEB_FONTS_FACES_CAP);

/**
 * Loads a first visit's fonts after its first paint and keeps them for later
 * pages (`loadWebFonts` in inline/). A file of its own (`loadWebFontsFile`),
 * loaded only while nothing is kept yet: its kilobyte stays out of every
 * page's HTML.
 */
export const loadWebFonts = inlineScript(loadWebFontsScript, WEB_FONTS_KEY, WEB_FONTS_FACES_KEY, WEB_FONTS_FACES_CAP);

/** The name of the file that holds `loadWebFonts`, by its content, so a changed script is never read from a stale cache. */
export const loadWebFontsFile = `load-web-fonts-${createHash("sha256").update(loadWebFonts).digest("hex").slice(0, 8)}.js`;

/**
 * The web fonts' faces moved from the inline styles into `<noscript
 * id="web-fonts">` at the end of <head>, followed by the script that sets
 * them from the kept bytes when an earlier page kept them (`setWebFonts`); on
 * a first visit `loadWebFonts` loads them after the first paint. Without
 * JavaScript the browser reads the <noscript> and loads them as declared.
 */
export function deferWebFonts(html: string): string {
  const faces: string[] = [];
  const result = html.replace(/<style>([^<]*)<\/style>/g, (_, css: string) => {
    const kept = css.replace(/@font-face\{[^}]*url\([^}]*\}/g, (face) => {
      faces.push(face);
      return "";
    });
    return kept ? `<style>${kept}</style>` : "";
  });
  if (!faces.length) return html;
  return result.replace(
    "</head>",
    () => `<noscript id="web-fonts"><style>${faces.join("")}</style></noscript><script>${setWebFonts}</script></head>`,
  );
}

/** Keeps what a visitor does before React has taken the page over: see `keepEarlyInput` in inline/. */
export const keepEarlyInput = inlineScript(keepEarlyInputScript);

/**
 * The entry scripts and their module preloads replaced by a small inline script
 * in <head> that adds them once the browser has painted the page (told by the
 * paint timing entries; where those are unknown, just after the next frame)
 * and read all of it, followed, only while no fonts are kept yet, by the script that
 * loads the web fonts and keeps them for later pages (`loadWebFonts`), and
 * the app's speculation rules, `speculationRules` (JSON), if it gives them. So
 * scripts and fonts do not compete with the HTML for the first paint, and the
 * page reads while React loads. The deployed pages' security policy allows
 * this script by its hash. With `app: false`, for a page that needs no script
 * (an edition's people page), it adds only the fonts' part and the rules: the page is never
 * hydrated and loads no JavaScript of the app.
 */
export function loadScriptsAfterPaint(
  html: string,
  loadWebFontsUrl: string,
  { app = true, speculationRules }: { app?: boolean; speculationRules?: string | undefined } = {},
): string {
  const scripts = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
  const tags = [...html.matchAll(scripts)].map((match) => match[0]);
  if (!tags.some((tag) => tag.includes("<script"))) return html;
  const entries = app
    ? tags.map((tag) => /<script[^>]* src="([^"]+)"/.exec(tag)?.[1]).filter((src) => src !== undefined)
    : [];
  const preloads = app
    ? tags.map((tag) => /<link[^>]* href="([^"]+)"/.exec(tag)?.[1]).filter((href) => href !== undefined)
    : [];
  const added: Added[] = [
    ...preloads.map((href): Added => ["link", { rel: "modulepreload", crossOrigin: "", href }]),
    ...entries.map((src): Added => ["script", { type: "module", crossOrigin: "", src }]),
    // With the scripts rather than a tag of its own: fewer bytes in the document.
    ...(speculationRules ? [["script", { type: "speculationrules", text: speculationRules }] satisfies Added] : []),
  ];
  const loader = inlineScript(loadAfterPaint, loadWebFontsUrl, added);
  // In <head>, where `joinHeadScripts` makes it one script with the others (one hash in the policy,
  // not two) and gzip finds its words in theirs, the document's end being past gzip's reach.
  // Replacement functions: a script may hold "$'", which a replacement string would expand.
  const keeper = app ? `<script>${keepEarlyInput}</script>` : "";
  return html.replace(scripts, "").replace("</head>", () => `<script>${loader}</script>${keeper}</head>`);
}

/**
 * Emotion's <style> tags (the app renders them after its markup, see
 * `renderToHtml` in @duci/ui) moved from the body to the end of <head>, as
 * they are and in their order (the global styles first, then one tag with
 * every component rule), so the first paint already has them.
 */
export function hoistStyles(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const tags: string[] = [];
  const body = html.slice(headEnd).replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (tag) => {
    tags.push(tag);
    return "";
  });
  return `${html.slice(0, headEnd)}${tags.join("")}${body}`;
}

/** A style sheet's top-level rules (an @media block is one rule with everything in it). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    if (css[index] === "{") depth++;
    else if (css[index] === "}" && --depth === 0) {
      rules.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  return rules;
}

/** A selector list split at its top-level commas (not those inside `:is(…)` and the like). */
function selectorList(selectors: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectors.length; index++) {
    const char = selectors[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      list.push(selectors.slice(start, index));
      start = index + 1;
    }
  }
  list.push(selectors.slice(start));
  return list.map((selector) => selector.trim());
}

/**
 * Where in the page (an offset into `html`) the first element a selector can
 * match may be, at the earliest: the furthest of the first places where each
 * of its ids, classes, attributes (with `=` or none) and element names is
 * found. The element a selector matches is the one that carries its last
 * part, and comes after (or inside) every element its other parts name, so
 * it can be no earlier. What is inside a pseudo-class's brackets (`:has()`
 * can match an ancestor) counts for nothing; a selector of nothing else (`*`,
 * `:root`) may match from the start (0); one naming what is not in the page, -1.
 */
function earliestMatch(selector: string, html: string, bodyStart: number): number {
  const body = html.slice(bodyStart);
  const withoutPseudo = selector.replace(/::?[\w-]+\((?:[^()]|\([^()]*\))*\)/g, " ").replace(/::?[\w-]+/g, "");
  const places: number[] = [0];
  for (const [, attribute, , value] of withoutPseudo.matchAll(/\[([\w-]+)(?:=(['"]?)([^'"\]]*)\2)?\]/g)) {
    places.push(body.indexOf(value === undefined ? ` ${attribute}=` : ` ${attribute}="${value}"`));
  }
  const plain = withoutPseudo.replace(/\[[^\]]*\]/g, " ");
  for (const [, id] of plain.matchAll(/#([\w-]+)/g)) places.push(body.indexOf(` id="${id}"`));
  for (const [, name] of plain.matchAll(/\.([\w-]+)/g))
    places.push(body.search(new RegExp(` class="(?:[^"]* )?${name}[ "]`)));
  for (const [, name] of plain.matchAll(/(?:^|[\s>+~])([a-z][\w-]*)/g))
    places.push(body.search(new RegExp(`<${name}[\\s>]`)));
  if (places.some((place) => place < 0)) return -1;
  return bodyStart + Math.max(...places);
}

/**
 * Whether a rule of the global styles (a theme's ornaments) styles only what
 * comes at or after `fold`: every selector in it, inside an @media block
 * too, can match nothing earlier. Keyframes and font faces stay where they are.
 */
function onlyBelow(rule: string, html: string, bodyStart: number, fold: number): boolean {
  if (rule.startsWith("@media") || rule.startsWith("@supports")) {
    const inner = topLevelRules(rule.slice(rule.indexOf("{") + 1, -1));
    return inner.length > 0 && inner.every((each) => onlyBelow(each, html, bodyStart, fold));
  }
  if (rule.startsWith("@")) return false;
  const selectors = selectorList(rule.slice(0, rule.indexOf("{")));
  return selectors.every((selector) => earliestMatch(selector, html, bodyStart) >= fold);
}

// What the app marks <html> with once React has taken the page over (`hydrate` in @duci/ui).
const HYDRATED = "html[data-hydrated='true'] ";

/**
 * Whether a rule applies only once the page has hydrated (every selector,
 * inside an @media block too, starts from the app's mark): the app starts
 * after the first paint, so the rule has nothing to do with it.
 */
function onlyWhenHydrated(rule: string): boolean {
  if (rule.startsWith("@media") || rule.startsWith("@supports")) {
    const inner = topLevelRules(rule.slice(rule.indexOf("{") + 1, -1));
    return inner.length > 0 && inner.every(onlyWhenHydrated);
  }
  if (rule.startsWith("@")) return false;
  return selectorList(rule.slice(0, rule.indexOf("{"))).every((selector) => selector.startsWith(HYDRATED));
}

/**
 * The rules of what lies below the first screen moved out of the page into a
 * stylesheet of their own, so the document fits the first round trip of a
 * new connection (about 14.6 kB with its headers), which is what its first
 * paint waits for. `from` is the id of the first element below the first
 * screen at every width. A component rule moves when the first element using
 * its class comes at or after it in the page, so what is above the fold, and
 * the phone menu (it comes first, hidden), keep their rules inline. A global
 * rule (an edition's theme) moves when it can match nothing before it
 * (`onlyBelow`); in the sheet, the moved global rules come first. So do a
 * component's rules that apply only once the app has hydrated (an animation
 * that starts then; the sheet usually comes before the app, not always, so
 * nothing the visitor must not see goes there) and the keyframes no rule left
 * in the page uses. They are
 * written only when the page is built (scripts never write global styles), so
 * should the sheet fail to load, the part below keeps its content and its
 * component rules (Emotion writes those as it hydrates) but not the theme's
 * look.
 *
 * The page loads the sheet from <head> with `loadLaterStyles` (without
 * scripts, from a <noscript> link), and does not show what the sheet styles
 * until it has come. Returns the page, the moved rules and the sheet's
 * address, or the page alone when nothing moves. `url` names the address
 * from the sheet's content.
 */
export function splitLaterStyles(
  html: string,
  from: string,
  url: (css: string) => string,
): { html: string; css?: string; href?: string } {
  const bodyStart = html.indexOf("<body");
  const fold = html.indexOf(` id="${from}"`, bodyStart);
  const tag = /<style data-emotion="c ([^"]*)">([^<]*)<\/style>/.exec(html);
  if (bodyStart === -1 || fold === -1 || !tag?.[2]) return { html };
  const firstUse = new Map<string, number>();
  for (const match of html.slice(bodyStart).matchAll(/ class="([^"]*)"/g)) {
    for (const name of match[1]?.split(" ") ?? []) {
      if (!firstUse.has(name)) firstUse.set(name, bodyStart + (match.index ?? 0));
    }
  }
  // A component rule's name: its class is `c-<name>` (the style cache's key is "c").
  const nameOf = (rule: string) => /\.c-([a-z0-9]+)/.exec(rule)?.[1];
  const kept: string[] = [];
  const later: string[] = [];
  for (const rule of topLevelRules(tag[2])) {
    const name = nameOf(rule);
    const used = name === undefined ? undefined : firstUse.get(`c-${name}`);
    (onlyWhenHydrated(rule) || (used !== undefined && used >= fold) ? later : kept).push(rule);
  }
  // Keyframes that no rule left in the page animates with.
  for (const rule of [...kept]) {
    const keyframes = /^@keyframes ([\w-]+)/.exec(rule)?.[1];
    if (!keyframes || kept.some((other) => other !== rule && new RegExp(`[:\\s,]${keyframes}\\b`).test(other)))
      continue;
    kept.splice(kept.indexOf(rule), 1);
    later.push(rule);
  }
  const globalsLater: string[] = [];
  let withGlobals = html;
  for (const [globalTag, attributes = "", globalCss = ""] of html.matchAll(
    /<style (data-emotion="c-global [^"]*"[^>]*)>([^<]*)<\/style>/g,
  )) {
    const stay: string[] = [];
    for (const rule of topLevelRules(globalCss))
      (onlyBelow(rule, html, bodyStart, fold) ? globalsLater : stay).push(rule);
    withGlobals = withGlobals.replace(globalTag, () =>
      stay.length ? `<style ${attributes}>${stay.join("")}</style>` : "",
    );
  }
  if (!later.length && !globalsLater.length) return { html };
  const css = [...globalsLater, ...later].join("");
  const href = url(css);
  const loader = `<script>${inlineScript(loadLaterStyles, href)}</script><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  // Until the sheet comes, what it styles is not shown (see loadLaterStyles): the marked element and all after it.
  const pending = "html[data-later-styles-pending]";
  const hidden = `${pending} #${from},${pending} #${from}~*,${pending} :has(#${from})~*{display:none}`;
  // The tag names only the rules it still holds (Emotion writes the others should the sheet fail: see `listLaterStyles` in @duci/ui).
  const movedNames = new Set(later.map(nameOf));
  for (const rule of kept) movedNames.delete(nameOf(rule));
  const names = (tag[1] ?? "").split(" ").filter((name) => !movedNames.has(name));
  const page = withGlobals
    .replace(tag[0], () => `<style data-emotion="c ${names.join(" ")}">${hidden}${kept.join("")}</style>`)
    .replace("</head>", () => `${loader}</head>`);
  return { html: page, css, href };
}

/**
 * The inline scripts of <head> from the web fonts' `<noscript>` on (the one
 * that sets the kept fonts, the app's loader, the early-input keeper, the
 * later sheet's loader)
 * as one script where the last of them was, after the page's styles. Each
 * inline script needs its hash in the page's security policy, 50 bytes
 * nothing compresses, so one script instead of four keeps the document
 * inside its first round trip. They run in the same order as before; one
 * failing would stop those after it, and none can: the fonts' script catches
 * its own errors (storage may be refused), the others only add listeners, an
 * observer and a link.
 */
export function joinHeadScripts(html: string): string {
  const headEnd = html.indexOf("</head>");
  const from = html.indexOf('<noscript id="web-fonts">');
  if (headEnd === -1 || from === -1 || from > headEnd) return html;
  const scripts = [...html.slice(from, headEnd).matchAll(/<script>([\s\S]*?)<\/script>/g)];
  const last = scripts.at(-1);
  if (scripts.length < 2 || !last) return html;
  const lastEnd = from + (last.index ?? 0) + last[0].length;
  const joined = `<script>${scripts.map((script) => script[1]).join(";")}</script>`;
  const between = html.slice(from, lastEnd).replace(/<script>[\s\S]*?<\/script>/g, "");
  return `${html.slice(0, from)}${between}${joined}${html.slice(lastEnd)}`;
}

/**
 * The page template without the line breaks and indentation between its tags
 * (before the app's markup goes in): they show nothing, and every page's first
 * round trip carries them.
 */
export function compactTemplate(template: string): string {
  return template.replace(/>\s+</g, "><");
}

/** The later stylesheet's file name, by its content, so a changed sheet is never read from a stale cache. */
const laterStylesFile = (css: string) =>
  `later-styles-${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;

/** "/" → "home", "/events/all/" → "events-all". */
const slugOf = (route: string) => route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

export async function prerender(appDir = process.cwd()): Promise<void> {
  const distDir = resolve(appDir, "dist");
  const {
    routes,
    staticRoutes = [],
    render,
    site,
    laterStylesFrom,
    speculationRules,
    files,
  }: ServerEntry = await import(pathToFileURL(resolve(appDir, "dist-ssr/entry-server.js")).href);
  const base = site.base.endsWith("/") ? site.base : `${site.base}/`;
  const readAsset = (href: string) => readFile(join(distDir, href.slice(base.length)), "utf8");
  const source = compactTemplate(await readFile(join(distDir, "index.html"), "utf8"));
  const inlined = await inlineStylesheets(source, readAsset);
  const shared = shareWebFonts(inlined, base);
  // Served from the root's SHARED_FONTS_PATH: an edition's copy is moved there when dist/ is assembled.
  await mkdir(join(distDir, SHARED_FONTS_PATH), { recursive: true });
  for (const file of shared.files)
    await copyFile(join(distDir, "assets", file), join(distDir, SHARED_FONTS_PATH, file));
  const page = hideWhenFramed(deferWebFonts(shared.html));
  const fontLoader = `${base}assets/${loadWebFontsFile}`;
  const template = loadScriptsAfterPaint(page, fontLoader, { speculationRules });
  // Pages with nothing to run (`staticRoutes`): the same page without the app's script.
  const staticTemplate = loadScriptsAfterPaint(page, fontLoader, { app: false, speculationRules });
  await writeFile(join(distDir, "assets", loadWebFontsFile), loadWebFonts);
  const portraits = new Set<string>();
  for (const route of routes) {
    const html = await render(route);
    for (const seed of portraitSeedsIn(html)) portraits.add(seed);
    const { head } = splitHead(html);
    let extraHead = "";
    // The not-found page and pages kept out of search get no canonical or preview.
    if (!route.endsWith(".html") && !head.includes('content="noindex"')) {
      const path = `${base}${route.replace(/^\//, "")}`;
      const slug = slugOf(route);
      const shared = sharingTags({ head, url: `${site.url}${path}`, image: `${site.url}${base}og/${slug}.png`, site });
      extraHead += shared.tags;
      await mkdir(join(distDir, "og"), { recursive: true });
      const host = new URL(site.url).host;
      const title = shared.title.replace(/ – [^–]+$/, "");
      await writeFile(join(distDir, "og", `${slug}.png`), ogPng({ title, siteName: site.name, host, seed: path }));
    }
    const file = route.endsWith(".html") ? join(distDir, route) : join(distDir, route, "index.html");
    await mkdir(dirname(file), { recursive: true });
    const pageTemplate = staticRoutes.includes(route) ? staticTemplate : template;
    let output = hoistStyles(fillTemplate(pageTemplate, html, extraHead));
    if (laterStylesFrom) {
      const split = splitLaterStyles(output, laterStylesFrom, (css) => `${base}assets/${laterStylesFile(css)}`);
      if (split.css && split.href) await writeFile(join(distDir, split.href.slice(base.length)), split.css);
      output = split.html;
    }
    // Last: the steps before read the page as React and Emotion wrote it.
    await writeFile(file, compactHtml(compactStyles(joinHeadScripts(output))));
  }
  for (const [path, content] of Object.entries(files?.() ?? {})) {
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), content);
  }
  // Every drawn portrait the pages show, at every width, as static WebP files
  // (never drawn in the browser). Every width, so a picture shown only after a
  // click, at another size than on the page (a profile in a modal), exists too.
  await mkdir(join(distDir, PORTRAIT_DIR), { recursive: true });
  await Promise.all(
    [...portraits].map(async (seed) => {
      for (const { fileName, data } of await portraitFiles(seed)) {
        await writeFile(join(distDir, PORTRAIT_DIR, fileName), data);
      }
    }),
  );
  await rm(resolve(appDir, "dist-ssr"), { recursive: true, force: true });
  console.log(`prerendered ${routes.length} page(s) into ${distDir}`);
}
