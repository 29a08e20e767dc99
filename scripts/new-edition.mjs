// `pnpm new-edition <yy>`: starts next year's Design-a-thon microsite.
// Copies scripts/edition-template/ to apps/designathon-<yy>/, registers the
// edition everywhere the site lists it (editions.ts, paths.ts, redirects.ts,
// the assembly and its dependencies), installs, and prints what to fill in.
// Options: --root <dir> (another checkout, used by the test), --no-install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

class Refusal extends Error {}

function parseArgs(argv) {
  const args = { yy: undefined, root: fileURLToPath(new URL("..", import.meta.url)), install: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--root") args.root = argv[++i];
    else if (arg === "--no-install") args.install = false;
    else if (args.yy === undefined) args.yy = arg;
    else throw new Refusal(`Unexpected argument "${arg}". Usage: pnpm new-edition <yy>, e.g. pnpm new-edition 25`);
  }
  return args;
}

/** Inserts `text` after the last line matching `pattern` (or the first, with `first`); refuses when there is none. */
function insertAfter(source, pattern, text, file, { first = false } = {}) {
  const lines = source.split("\n");
  const indexes = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
  if (indexes.length === 0) {
    throw new Refusal(
      `Could not find where to register the edition in ${file} (looked for ${pattern}). Add it by hand.`,
    );
  }
  const at = first ? indexes[0] : indexes[indexes.length - 1];
  lines.splice(at + 1, 0, text);
  return lines.join("\n");
}

async function edit(root, file, change) {
  const path = join(root, file);
  await writeFile(path, change(await readFile(path, "utf8")));
  return file;
}

async function copyTemplate(from, to, replace) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-ssr") continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyTemplate(source, target, replace);
    else await writeFile(target, replace(await readFile(source, "utf8")));
  }
}

function coverArt(year) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#000024"/><circle cx="520" cy="90" r="150" fill="#089AFF"/><circle cx="110" cy="360" r="120" fill="#FC593D"/><rect x="250" y="230" width="140" height="140" rx="24" fill="#FFCC45" transform="rotate(12 320 300)"/><text x="40" y="120" fill="#fff" font-family="DM Sans, sans-serif" font-size="64" font-weight="700">${year}</text></svg>\n`;
}

export async function newEdition(argv) {
  const { yy, root, install } = parseArgs(argv);
  if (yy === undefined || !/^\d{2}$/.test(yy)) {
    throw new Refusal(
      `${yy === undefined ? "Which year?" : `"${yy}" is not a year in two digits.`} Usage: pnpm new-edition <yy>, e.g. pnpm new-edition 25 for 2025.`,
    );
  }
  const year = 2000 + Number(yy);
  const app = `apps/designathon-${yy}`;
  const key = `designathon${yy}`;

  const editionsFile = "packages/data/src/editions.ts";
  const editions = await readFile(join(root, editionsFile), "utf8");
  const paths = await readFile(join(root, "packages/data/src/paths.ts"), "utf8");
  if (
    existsSync(join(root, app)) ||
    new RegExp(`\\b${key}:`).test(paths) ||
    new RegExp(`year: ${year},`).test(editions)
  ) {
    throw new Refusal(
      `Design-a-thon ${year} already exists (${app}, or its entry in ${editionsFile} or paths.ts). Nothing was changed.`,
    );
  }
  const newest = Math.max(...[...editions.matchAll(/year: (\d{4}),/g)].map((match) => Number(match[1])));
  if (year < newest) {
    throw new Refusal(
      `Design-a-thon ${year} would be older than the newest edition (${newest}); this command starts the next one. Nothing was changed.`,
    );
  }

  const replace = (text) => text.replaceAll("__YEAR__", String(year)).replaceAll("__YY__", yy);
  await copyTemplate(join(root, "scripts/edition-template"), join(root, app), replace);

  const touched = [];
  const hasCover = /\bimage: string;/.test(editions);
  if (hasCover) {
    const cover = `packages/data/src/images/showcase/edition-${year}.svg`;
    await mkdir(dirname(join(root, cover)), { recursive: true });
    await writeFile(join(root, cover), coverArt(year));
    touched.push(cover);
  }
  touched.push(
    await edit(root, editionsFile, (source) => {
      const coverImport = `import edition${year} from "./images/showcase/edition-${year}.svg";`;
      const withImport = hasCover
        ? insertAfter(source, /^import edition\d{4} from |^import type /, coverImport, editionsFile)
        : source;
      // Typed, so the list's inferred type stays the same for code that reads every edition's showcase.
      const showcase = /ShowcaseEntry/.test(source) ? "[] as readonly ShowcaseEntry[]" : "[]";
      const entry = [
        "  {",
        `    year: ${year},`,
        `    title: "TODO: the edition's name",`,
        `    theme: "TODO: the design theme",`,
        `    dates: "TODO: the dates, e.g. May 16-18, ${year}",`,
        `    link: paths.${key},`,
        ...(hasCover ? [`    image: edition${year},`, `    showcase: ${showcase},`] : []),
        "  },",
      ].join("\n");
      return insertAfter(withImport, /^export const editions = \[/, entry, editionsFile, { first: true });
    }),
    await edit(root, "packages/data/src/paths.ts", (source) =>
      insertAfter(source, /^\s+designathon\d\d: "/, `  ${key}: "/designathon/${yy}/",`, "paths.ts"),
    ),
    await edit(root, "packages/data/src/redirects.ts", (source) =>
      insertAfter(source, /^\s+\[paths\.designathon\d\d\]: \[/, `  [paths.${key}]: ["${yy}"],`, "redirects.ts"),
    ),
    await edit(root, "apps/deploy/assemble.ts", (source) =>
      insertAfter(
        source,
        /^\s+\{ from: "apps\/designathon-\d\d\/dist"/,
        `  { from: "${app}/dist", to: "designathon/${yy}" },`,
        "assemble.ts",
      ),
    ),
    await edit(root, "apps/deploy/package.json", (source) => {
      const pkg = JSON.parse(source);
      pkg.dependencies[`@duci/designathon-${yy}`] = "workspace:*";
      pkg.dependencies = Object.fromEntries(Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)));
      return `${JSON.stringify(pkg, null, 2)}\n`;
    }),
  );

  // Keep the registrations tidy (sorted imports, wrapped lines) the way `pnpm test` checks them.
  const biome = join(root, "node_modules/.bin/biome");
  if (existsSync(biome)) {
    execFileSync(biome, ["check", "--write", app, ...touched.filter((file) => !file.endsWith(".svg"))], {
      cwd: root,
      stdio: "ignore",
    });
  }
  // A new app changes the lockfile, so never frozen (pnpm freezes it by default when CI is set).
  if (install)
    execFileSync("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"], { cwd: root, stdio: "inherit" });

  const fill = [
    `Design-a-thon ${year} is scaffolded in ${app}/ and served at /designathon/${yy}/.`,
    "",
    "Fill in (search for TODO):",
    `  ${editionsFile}  the name, theme and dates (the overview lists them; the page reads them too)`,
    `  ${app}/src/edition-data.ts  tagline, start and deadline (Pacific), schedule, people, rules, prizes, FAQ, sponsors`,
    ...(hasCover ? [`  packages/data/src/images/showcase/edition-${year}.svg  the overview card's cover art`] : []),
    `  packages/data/src/redirects.ts  aliases for the theme, e.g. [paths.${key}]: ["${yy}", "the-theme-slug"]`,
    "",
    "Tests that list every edition expect the new one too: update them when pnpm test names them",
    "  (today: the overview's list in e2e/tests/designathon-overview.spec.ts and packages/data/src/showcase.test.ts).",
    "",
    `Then check it: pnpm start (open /designathon/${yy}/), and pnpm test before you open a pull request.`,
    ...(install ? [] : ["(Dependencies were not installed: run pnpm install first.)"]),
  ];
  return { year, app, touched, message: fill.join("\n") };
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === "") {
  try {
    const { message } = await newEdition(process.argv.slice(2));
    console.log(message);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
