// Prerenders every route of the app in the current folder into static HTML.
// Expects `vite build` output in dist/ and `vite build --ssr src/entry-server.tsx
// --outDir dist-ssr`, whose module exports `routes` (paths relative to the app's
// base, such as "/" and "/about/"), `render(path)` returning the app's HTML, and
// `site` ({ url, name, base, description }) for the sharing tags.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PORTRAIT_DIR, portraitSeedsIn, portraitSvg } from "@duci/images/portrait";
import { ogPng } from "./og-image.mjs";

// React 19 puts the <title>, <meta> and <link> a page renders at the start of
// its output; they belong in <head>.
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)/;

export function splitHead(html) {
  let head = "";
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

const escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const unescapeText = (text) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The tags that make a shared link show the page's own title, description and
 * image: description, canonical link, Open Graph and Twitter card.
 */
export function sharingTags({ head, url, image, site }) {
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
    `<meta name="twitter:card" content="summary_large_image"/>`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}"/>`,
    `<meta name="twitter:description" content="${escapeAttribute(description)}"/>`,
    `<meta name="twitter:image" content="${image}"/>`,
  ];
  return { title, tags: tags.join("") };
}

export function fillTemplate(template, html, extraHead = "") {
  const { head, body } = splitHead(html);
  if (!template.includes("<!--app-head-->") || !template.includes("<!--app-html-->")) {
    throw new Error("index.html needs <!--app-head--> and <!--app-html--> placeholders");
  }
  const withoutTitle = head.includes("<title>") ? template.replace(/<title>[^<]*<\/title>/, "") : template;
  return withoutTitle.replace("<!--app-head-->", head + extraHead).replace("<!--app-html-->", body);
}

/** "/" → "home", "/events/all/" → "events-all". */
const slugOf = (route) => route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

export async function prerender(appDir = process.cwd()) {
  const distDir = resolve(appDir, "dist");
  const template = await readFile(join(distDir, "index.html"), "utf8");
  const { routes, render, site } = await import(pathToFileURL(resolve(appDir, "dist-ssr/entry-server.js")).href);
  const base = site.base.endsWith("/") ? site.base : `${site.base}/`;
  // The brand font is preloaded so text does not reflow when it arrives.
  const fonts = (await readdir(join(distDir, "assets"))).filter((name) => name.endsWith(".woff2"));
  const fontPreloads = fonts
    .map((name) => `<link rel="preload" href="${base}assets/${name}" as="font" type="font/woff2" crossorigin/>`)
    .join("");
  const portraits = new Set();
  for (const route of routes) {
    const html = await render(route);
    for (const seed of portraitSeedsIn(html)) portraits.add(seed);
    const { head } = splitHead(html);
    let extraHead = fontPreloads;
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
    await writeFile(file, fillTemplate(template, html, extraHead));
  }
  // Every drawn portrait the pages show, as a static file (never drawn in the browser).
  await mkdir(join(distDir, PORTRAIT_DIR), { recursive: true });
  for (const seed of portraits) await writeFile(join(distDir, PORTRAIT_DIR, `${seed}.svg`), portraitSvg(seed));
  await rm(resolve(appDir, "dist-ssr"), { recursive: true, force: true });
  console.log(`prerendered ${routes.length} page(s) into ${distDir}`);
}
