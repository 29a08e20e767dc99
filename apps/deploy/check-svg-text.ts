// Checks that no SVG in the assembled dist/ draws letters with live <text>
// (unless it embeds its font): an SVG shown as an image or downloaded cannot
// load the page's fonts, so its letters would fall back and get clipped.
// Looks at .svg files and at SVGs inlined as data: URIs in HTML, JS and CSS.
// Exits 1 on a problem.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const out = resolve(dirname(fileURLToPath(import.meta.url)), "../../dist");

/** True when an SVG's letters depend on fonts it does not carry. */
function hasLiveText(svg: string) {
  return /<text[\s>]/i.test(svg) && !/@font-face/.test(svg);
}

/** The SVG documents inlined as data: URIs in a text file. */
function inlinedSvgs(source: string): string[] {
  const svgs: string[] = [];
  for (const match of source.matchAll(/data:image\/svg\+xml(;base64)?,([^"'`)\s]*)/g)) {
    const payload = match[2] ?? "";
    try {
      svgs.push(match[1] ? Buffer.from(payload, "base64").toString("utf8") : decodeURIComponent(payload));
    } catch {
      svgs.push(payload);
    }
  }
  return svgs;
}

const problems: string[] = [];
let checked = 0;
const files = (await readdir(out, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isFile() && /\.(svg|html|js|css)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

for (const file of files) {
  const source = await readFile(file, "utf8");
  const name = relative(out, file);
  if (file.endsWith(".svg")) {
    checked++;
    if (hasLiveText(source)) problems.push(`${name}: live <text>`);
    continue;
  }
  for (const svg of inlinedSvgs(source)) {
    checked++;
    if (hasLiveText(svg)) problems.push(`${name}: inlined SVG with live <text>: ${svg.slice(0, 100)}`);
  }
}

if (problems.length) {
  console.error(
    `SVG text check found ${problems.length} SVG(s) with live text; outline it (packages/prerender/outline-text.ts):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log(`SVG text check: ${checked} SVGs, all letters drawn as outlines.`);
