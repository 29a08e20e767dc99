#!/usr/bin/env node
// Prerenders every route of the app in the current folder into static HTML.
// Expects `vite build` output in dist/ and `vite build --ssr src/entry-server.tsx
// --outDir dist-ssr`, whose module exports `routes` (paths relative to the app's
// base, such as "/" and "/about/") and `render(path)` returning the app's HTML.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const appDir = process.cwd();
const distDir = resolve(appDir, "dist");
const templatePath = join(distDir, "index.html");
const ssrEntry = pathToFileURL(resolve(appDir, "dist-ssr/entry-server.js")).href;

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

export function fillTemplate(template, html) {
  const { head, body } = splitHead(html);
  if (!template.includes("<!--app-head-->") || !template.includes("<!--app-html-->")) {
    throw new Error("index.html needs <!--app-head--> and <!--app-html--> placeholders");
  }
  const withoutTitle = head.includes("<title>") ? template.replace(/<title>[^<]*<\/title>/, "") : template;
  return withoutTitle.replace("<!--app-head-->", head).replace("<!--app-html-->", body);
}

export async function prerender() {
  const template = await readFile(templatePath, "utf8");
  const { routes, render } = await import(ssrEntry);
  for (const route of routes) {
    const html = fillTemplate(template, await render(route));
    const file = route.endsWith(".html") ? join(distDir, route) : join(distDir, route, "index.html");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await rm(resolve(appDir, "dist-ssr"), { recursive: true, force: true });
  console.log(`prerendered ${routes.length} page(s) into ${distDir}`);
}
