// Checks the assembled dist/ as a visitor's browser and a crawler would see it:
// every internal link, image, script, stylesheet, font, download and redirect target
// resolves to a file; every link opening a new tab is noopener noreferrer; every
// sitemap entry exists; every page is in the sitemap or deliberately left out
// (noindex: dev previews, redirects, the not-found page). Exits 1 on a problem.
import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const out = resolve(dirname(fileURLToPath(import.meta.url)), "../../dist");
const problems: string[] = [];

async function exists(path: string) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/** The file a static host serves for a path, or null. */
async function served(pathname: string): Promise<string | null> {
  const file = join(out, decodeURIComponent(pathname));
  const info = await exists(file);
  if (info?.isFile()) return file;
  if (info?.isDirectory() && (await exists(join(file, "index.html")))?.isFile()) return join(file, "index.html");
  return null;
}

const pages = (await readdir(out, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !relative(out, file).startsWith("storybook"));

const urlOf = (file: string) => `/${relative(out, file)}`.replace(/index\.html$/, "");

for (const file of pages) {
  const html = await readFile(file, "utf8");
  const pageUrl = new URL(urlOf(file), "http://site.test");
  const references = [
    ...[...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? ""),
    ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
    ),
    ...[...html.matchAll(/http-equiv="refresh" content="\d+; url=([^"]+)"/g)].map((match) => match[1] ?? ""),
    // Files the inline styles fetch: the web fonts.
    ...[...html.matchAll(/url\((\/[^)"']+)\)/g)].map((match) => match[1] ?? ""),
  ];
  for (const reference of references) {
    const value = reference.replace(/&amp;/g, "&");
    if (!value || /^(https?:|mailto:|tel:|data:|#|javascript:)/.test(value) || value.startsWith("//")) continue;
    const target = new URL(value, pageUrl);
    if (!(await served(target.pathname))) problems.push(`${urlOf(file)}: broken reference ${value}`);
  }
  for (const match of html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel)) {
      problems.push(`${urlOf(file)}: new-tab link without rel="noopener noreferrer": ${match[0].slice(0, 120)}`);
    }
  }
}

const sitemap = await readFile(join(out, "sitemap.xml"), "utf8");
const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? ""));
for (const path of listed) {
  if (!(await served(path))) problems.push(`sitemap.xml lists ${path}, which does not exist`);
}
for (const file of pages) {
  const path = urlOf(file);
  if (!file.endsWith("index.html") || listed.has(path)) continue;
  const html = await readFile(file, "utf8");
  if (!/<meta name="robots" content="noindex"/.test(html))
    problems.push(`${path} is neither in sitemap.xml nor noindex`);
}

if (problems.length) {
  console.error(`Link check found ${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Link check: ${pages.length} pages, ${listed.size} sitemap entries, no broken links.`);
