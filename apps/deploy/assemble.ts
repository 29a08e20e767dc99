// Assembles the one deployable folder, dist/ at the repository root: the site at
// /, each edition under /designathon/NN/, Storybook under /storybook/, a page for
// every redirect, sitemap.xml and robots.txt. With --without-storybook (what
// `pnpm start` runs, so it never waits for Storybook's build) /storybook/ is left out.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { club } from "@duci/data/config";
import { editionPath } from "@duci/data/edition";
import { editions } from "@duci/data/editions/index";
import { type Service, servicesOf } from "@duci/data/page-services";
import { editionWinnerScreens, readPhotosFeed } from "@duci/data/photos-feed";
import { redirects } from "@duci/data/redirects";
import { redirectPage } from "./redirect-page.ts";
import { headersFile, policyFor, storybookPolicy, withPolicy } from "./security-policy.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const out = join(root, "dist");
const withStorybook = !process.argv.includes("--without-storybook");

/** Every app folder whose build is copied, and where it goes: each edition record's app under its path. */
const parts = [
  { from: "apps/site/dist", to: "" },
  ...editions.map((edition) => ({
    from: `apps/designathon-${edition.yy}/dist`,
    to: editionPath(edition).slice(1, -1),
  })),
  ...(withStorybook ? [{ from: "packages/ui/storybook-static", to: "storybook" }] : []),
];

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

async function allHtml(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Canonical pages: every prerendered page that does not ask to stay out of search. */
async function canonicalPaths(): Promise<string[]> {
  const found: string[] = [];
  for (const file of await htmlFiles(out)) {
    const path = `/${relative(out, dirname(file))}/`.replace(/\/+/g, "/");
    if (path.startsWith("/storybook/")) continue;
    const html = await readFile(file, "utf8");
    if (/<meta name="robots" content="noindex"/.test(html)) continue;
    found.push(path);
  }
  return found.sort();
}

function sitemap(pathsList: string[]) {
  const urls = pathsList.map((path) => `  <url><loc>${club.siteUrl}${path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

await rm(out, { recursive: true, force: true });
for (const part of parts) {
  await cp(join(root, part.from), join(out, part.to), { recursive: true });
}
// Every app's pages ask for their web fonts at the root's /assets/fonts/
// (packages/prerender), so the browser's cache carries them from app to app:
// each edition's copy (files named by their content) goes there.
for (const part of parts.filter((part) => part.to !== "" && part.to !== "storybook")) {
  const fonts = join(out, part.to, "assets", "fonts");
  if (!(await stat(fonts).catch(() => null))) continue;
  await cp(fonts, join(out, "assets", "fonts"), { recursive: true });
  await rm(fonts, { recursive: true });
}
for (const redirect of redirects) {
  const file = join(out, redirect.from, "index.html");
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, redirectPage(redirect.to));
}
// Every page carries its policy in a meta tag, read by every host (GitHub Pages
// included). _headers (read by Netlify and Cloudflare Pages) adds what only a
// header can carry: the framing rule. Storybook has a policy of its own.
const pages: { file: string; path: string; html: string; services: readonly Service[] }[] = [];
const editionPaths = editions.map(editionPath);
// An edition's page loads images from the image CDN only when its build has winners' screens
// (the feed its build read: none in a bundled build).
const photosFeed = await readPhotosFeed();
const withScreens: readonly string[] = editions
  .filter((edition) => editionWinnerScreens(photosFeed, edition.year).length > 0)
  .map(editionPath);
const storybookFiles: { file: string; html: string }[] = [];
for (const file of await allHtml(out)) {
  const path = `/${relative(out, file)}`.replace(/index\.html$/, "");
  const html = await readFile(file, "utf8");
  if (path.startsWith("/storybook/")) storybookFiles.push({ file, html });
  else {
    // An edition is an app of its own that talks to no service; its page may show photos.
    const services: readonly Service[] = editionPaths.some((edition) => path.startsWith(edition))
      ? withScreens.includes(path)
        ? ["photos"]
        : []
      : servicesOf(path);
    pages.push({ file, path, html, services });
  }
}
for (const { file, html, services } of pages) await writeFile(file, withPolicy(html, policyFor(html, services)));
const storybookHtml = storybookFiles.map(({ html }) => html);
for (const { file, html } of storybookFiles) await writeFile(file, withPolicy(html, storybookPolicy(storybookHtml)));
await writeFile(join(out, "_headers"), headersFile(pages.map(({ path }) => path)));
const canonical = await canonicalPaths();
// An edition whose page asks to stay out of search would vanish from the sitemap unnoticed.
const unlisted = editions.map(editionPath).filter((path) => !canonical.includes(path));
if (unlisted.length > 0) throw new Error(`Edition pages missing from the sitemap: ${unlisted.join(", ")}`);
await writeFile(join(out, "sitemap.xml"), sitemap(canonical));
await writeFile(join(out, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${club.siteUrl}/sitemap.xml\n`);
console.log(
  `assembled ${out}: ${canonical.length} canonical pages, ${redirects.length} redirects` +
    (withStorybook ? ", Storybook" : ", without Storybook (`pnpm build` adds it, `pnpm storybook` runs it)"),
);
