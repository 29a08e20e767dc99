// `pnpm new-edition <yy>`: starts next year's Design-a-thon microsite.
// Copies scripts/edition-template/app/ to apps/designathon-<yy>/ (the page's
// composition and look) and scripts/edition-template/content/ to
// packages/data/src/editions/<year>/ (the edition's one home: its record, its
// content and its images); rewrites the records' list (editions/index.ts and
// years.ts) from the folder and adds the app to the assembly's dependencies. Paths, redirects, the sitemap,
// JSON-LD and the overview card follow from the record. Installs, and prints
// what to fill in.
// Options: --root <dir> (another checkout, used by the test), --no-install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

class Refusal extends Error {}

interface Args {
  /** The edition's two-digit year, as given. */
  yy: string | undefined;
  /** The checkout to add it to. */
  root: string;
  install: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { yy: undefined, root: fileURLToPath(new URL("..", import.meta.url)), install: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--root") {
      const root = argv[++i];
      if (root === undefined) throw new Refusal("--root needs a folder.");
      args.root = root;
    } else if (arg === "--no-install") args.install = false;
    else if (args.yy === undefined) args.yy = arg;
    else throw new Refusal(`Unexpected argument "${arg}". Usage: pnpm new-edition <yy>, e.g. pnpm new-edition 25`);
  }
  return args;
}

const recordsDir = "packages/data/src/editions";

/** The years of the editions, from their folders' names (2024/, ...). */
async function recordYears(root: string): Promise<number[]> {
  const entries = await readdir(join(root, recordsDir), { withFileTypes: true });
  return entries
    .flatMap((entry) => (entry.isDirectory() && /^\d{4}$/.test(entry.name) ? [Number(entry.name)] : []))
    .sort((a, b) => b - a);
}

/** Writes the records' list (editions/index.ts) from the editions' folders, newest first. */
export async function writeRecordList(root: string): Promise<string[]> {
  const years = await recordYears(root);
  const lines = [
    "// Every edition's record, newest first. Written by `pnpm new-edition` from the",
    "// editions' folders (<year>/record.ts): add an edition with it, never edit this list by hand.",
    'import type { Edition, EditionSummary } from "../edition.ts";',
    ...[...years].reverse().map((year) => `import { edition${year}, summary${year} } from "./${year}/record.ts";`),
    "",
    `const newestFirst = [${years.map((year) => `edition${year}`).join(", ")}] as const;`,
    "",
    '/** The two-digit year of every edition, e.g. "24". */',
    'export type EditionYy = (typeof newestFirst)[number]["yy"];',
    "",
    "/** Every Design-a-thon with a page of ours, newest first. */",
    "export const editions: readonly Edition[] = newestFirst;",
    "",
    "/** What the overview and the home page show of every edition, newest first, without the rest of the records. */",
    `export const editionSummaries: readonly EditionSummary[] = [${years.map((year) => `summary${year}`).join(", ")}];`,
    "",
  ];
  const file = `${recordsDir}/index.ts`;
  await writeFile(join(root, file), lines.join("\n"));
  // The years alone, in a module of their own: every page links the editions,
  // and importing the list above would put every record in every page's code.
  const yearLines = [
    "// The editions' two-digit years, newest first. Written by `pnpm new-edition`",
    "// with index.ts from the editions' folders: never edit this list by hand.",
    'import type { EditionYy } from "./index.ts";',
    "",
    "/** Enough for the editions' routes, without loading their records. */",
    `export const editionYys = [${years.map((year) => `"${String(year).slice(2)}"`).join(", ")}] as const satisfies readonly EditionYy[];`,
    "",
  ];
  const yearsFile = `${recordsDir}/years.ts`;
  await writeFile(join(root, yearsFile), yearLines.join("\n"));
  return [file, yearsFile];
}

async function copyTemplate(from: string, to: string, replace: (text: string) => string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-ssr") continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyTemplate(source, target, replace);
    else await writeFile(target, replace(await readFile(source, "utf8")));
  }
}

/** What `newEdition` did: the edition's year, its app folder, the files it added or rewrote, and the next steps. */
export interface NewEdition {
  year: number;
  app: string;
  touched: string[];
  message: string;
}

export async function newEdition(argv: readonly string[]): Promise<NewEdition> {
  const { yy, root, install } = parseArgs(argv);
  if (yy === undefined || !/^\d{2}$/.test(yy)) {
    throw new Refusal(
      `${yy === undefined ? "Which year?" : `"${yy}" is not a year in two digits.`} Usage: pnpm new-edition <yy>, e.g. pnpm new-edition 25 for 2025.`,
    );
  }
  const year = 2000 + Number(yy);
  const app = `apps/designathon-${yy}`;

  const home = `${recordsDir}/${year}`;
  const years = await recordYears(root);
  if (existsSync(join(root, app)) || existsSync(join(root, home))) {
    throw new Refusal(`Design-a-thon ${year} already exists (${app} or ${home}/). Nothing was changed.`);
  }
  const newest = Math.max(...years);
  if (year < newest) {
    throw new Refusal(
      `Design-a-thon ${year} would be older than the newest edition (${newest}); this command starts the next one. Nothing was changed.`,
    );
  }

  const replace = (text: string) => text.replaceAll("__YEAR__", String(year)).replaceAll("__YY__", yy);
  await copyTemplate(join(root, "scripts/edition-template/app"), join(root, app), replace);
  await copyTemplate(join(root, "scripts/edition-template/content"), join(root, home), replace);
  const touched = [home, ...(await writeRecordList(root))];

  // The assembly copies every edition's build, so Turbo must build the edition first.
  const deployPackage = "apps/deploy/package.json";
  const pkg: { dependencies: Record<string, string> } = JSON.parse(await readFile(join(root, deployPackage), "utf8"));
  pkg.dependencies[`@duci/designathon-${yy}`] = "workspace:*";
  pkg.dependencies = Object.fromEntries(Object.entries(pkg.dependencies).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(join(root, deployPackage), `${JSON.stringify(pkg, null, 2)}\n`);
  touched.push(deployPackage);

  // Keep the new files formatted the way `pnpm test` checks them.
  const biome = join(root, "node_modules/.bin/biome");
  if (existsSync(biome)) {
    execFileSync(biome, ["check", "--write", app, ...touched], { cwd: root, stdio: "ignore" });
  }
  // A new app changes the lockfile, so never frozen (pnpm freezes it by default when CI is set).
  if (install)
    execFileSync("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"], { cwd: root, stdio: "inherit" });

  const fill = [
    `Design-a-thon ${year} is scaffolded: its content in ${home}/, its page in ${app}/,`,
    `served at /designathon/${yy}/.`,
    "",
    'Next steps (docs/maintaining.md, "Start next year\'s Design-a-thon"):',
    "1. Fill in every FILL IN (search the two folders for it):",
    `   ${home}/record.ts  name, theme, start and end, days, brief reveal, aliases, colours,`,
    "       sponsors, the search-engine description and the overview card",
    `   ${home}/people.ts  speakers and judges (names and roles as published)`,
    `   ${home}/content.ts  facts line, countdown, links, Zoom, about, stats, tracks, rules,`,
    "       prizes, FAQ, schedule, committees and the closing line (delete a block the year lacks)",
    `   ${home}/images/cover.svg  the overview card's cover, drawn from the page's hero`,
    `   ${app}/src/theme.ts and src/hero.tsx  the year's own look; public/favicon.svg its icon`,
    `   To see the page, pnpm start builds and serves the site: open /designathon/${yy}/.`,
    "2. pnpm test:visual:update",
    `   takes the pictures of the new pages and retakes those the edition changed (the home page, the overview).`,
    "3. Review the pictures: git status e2e/screenshots/ lists them; open each one and check it looks right.",
    "4. pnpm test",
    "   must be green; commit the pictures with the edition and open a pull request.",
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
