// Next year's jobs, done the documented way in a copy of the repository
// (without node_modules: dependencies come from pnpm's store, or the registry
// for what it lacks): `pnpm new-edition`, a merch drop and a board member as
// docs/maintaining.md describes them. Then, with no hand edit, the copy passes
// typecheck, the unit tests, the build and the end-to-end tests of the new
// edition, the overview, the merch page and the about page.
// Run by `pnpm test` (as part of `pnpm test:scripts`); takes a few minutes.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
let copy;
let yy;
/** The merch drop the test adds, e.g. "Spring 2024". */
let addedDrop;

function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: "utf8", stdio: "pipe", ...options });
  } catch (error) {
    error.message = `${command} ${args.join(" ")} failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`;
    throw error;
  }
}

/** The generator as a user runs it: exit code and both outputs. */
function generate(...args) {
  try {
    const stdout = run("node", ["scripts/new-edition.mjs", ...args, "--no-install"]);
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    return { code: error.status, stdout: error.stdout, stderr: error.stderr };
  }
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Inserts `text` right after the first line of `file` that starts with `marker`, as a person following the docs would. */
async function addAfter(file, marker, text) {
  const path = join(copy, file);
  const lines = (await readFile(path, "utf8")).split("\n");
  const at = lines.findIndex((line) => line.startsWith(marker));
  assert.ok(at >= 0, `${file} has no line starting with ${marker}; the documented step no longer fits`);
  lines.splice(at + 1, 0, text);
  await writeFile(path, lines.join("\n"));
}

before(async () => {
  copy = await mkdtemp(join(tmpdir(), "new-edition-"));
  // The files git knows (committed or not), minus the studio: the edition does not need it.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: repo, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !file.startsWith("apps/studio/"));
  for (const file of files) {
    await cp(join(repo, file), join(copy, file), { recursive: true }).catch((error) => {
      if (error.code !== "ENOENT") throw error; // deleted but not yet committed
    });
  }
  const records = await readdir(join(copy, "packages/data/src/editions"));
  const newest = Math.max(...records.flatMap((name) => (/^\d{4}\.ts$/.test(name) ? [Number(name.slice(2, 4))] : [])));
  yy = String(newest + 1).padStart(2, "0");
  run("git", ["init", "-q"]);
  run("git", ["add", "-A"]);
  run("git", ["-c", "user.email=test@example.com", "-c", "user.name=test", "commit", "-qm", "copy"]);
});

after(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

test("refuses a malformed year and changes nothing", () => {
  for (const bad of ["2025", "5", "2x", "-1"]) {
    const result = generate(bad);
    assert.equal(result.code, 1, bad);
    assert.match(result.stderr, /is not a year in two digits/);
  }
  assert.match(generate().stderr, /Which year\?/);
  assert.equal(run("git", ["status", "--porcelain"]).trim(), "");
});

test("adds one record and one app folder, rewrites the list, prints what to fill in; a second run refuses", async () => {
  const first = generate(yy);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, new RegExp(`Design-a-thon 20${yy} is scaffolded in apps/designathon-${yy}/`));
  assert.match(first.stdout, new RegExp(`packages/data/src/editions/20${yy}\\.ts {2}name, theme, start and end`));
  const changed = run("git", ["status", "--porcelain", "--untracked-files=normal"]);
  assert.deepEqual(
    changed
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3))
      .sort(),
    [
      "apps/deploy/package.json",
      `apps/designathon-${yy}/`,
      "packages/data/src/editions/index.ts",
      "packages/data/src/editions/years.ts",
      `packages/data/src/editions/20${yy}.ts`,
    ].sort(),
  );
  const record = await readFile(join(copy, `packages/data/src/editions/20${yy}.ts`), "utf8");
  assert.doesNotMatch(record, /__YEAR__|__YY__/);
  assert.match(
    await readFile(join(copy, "packages/data/src/editions/index.ts"), "utf8"),
    new RegExp(`edition20${yy},`),
  );
  assert.match(
    await readFile(join(copy, "packages/data/src/editions/years.ts"), "utf8"),
    new RegExp(`editionYys = \\["${yy}", `),
  );

  const second = generate(yy);
  assert.equal(second.code, 1);
  assert.match(second.stderr, new RegExp(`Design-a-thon 20${yy} already exists`));
  assert.equal(run("git", ["status", "--porcelain"]), changed, "the second run must change nothing");

  const older = generate("20");
  assert.equal(older.code, 1);
  assert.match(older.stderr, /older than the newest edition/);
});

test("a merch drop and a board member, added as docs/maintaining.md says", async () => {
  // Add a merch drop: a picture per item in a new folder, a collection at the top of merchCollections.
  const merch = await readFile(join(copy, "packages/data/src/merch.ts"), "utf8");
  const [, season, year] = /name: "(Winter|Spring|Summer|Fall) (\d{4})"/.exec(merch) ?? [];
  assert.ok(season && year, "merch.ts starts with a drop named like Winter 2023");
  const seasons = ["Winter", "Spring", "Summer", "Fall"];
  const next =
    seasons.indexOf(season) === 3 ? `Winter ${Number(year) + 1}` : `${seasons[seasons.indexOf(season) + 1]} ${year}`;
  const folder = next.toLowerCase().replace(" ", "-");
  const images = join(copy, "packages/data/src/images/merch");
  await mkdir(join(images, folder));
  // Every product has its own drawing (the merch tests hold them distinct): a tote bag of its own.
  await writeFile(
    join(images, folder, "tote.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#F4EFE6"/><path d="M150 140 C150 80 250 80 250 140" fill="none" stroke="#1E1E3C" stroke-width="12"/><rect x="100" y="140" width="200" height="200" rx="10" fill="#E8D8B8" stroke="#1E1E3C" stroke-width="6"/><circle cx="200" cy="240" r="36" fill="#FC593D"/></svg>\n',
  );
  await addAfter(
    "packages/data/src/merch.ts",
    "export const merchCollections = [",
    `  { name: "${next}", path: "${folder}", description: "A tote bag for your sketchbooks.", inStock: true, buyLink: links.merchOrderForm, items: [{ name: "Canvas Tote", price: 18, photo: "tote.svg" }] },`,
  );
  // Add a board member: copy an entry in boardMembers.
  await addAfter(
    "packages/data/src/board.ts",
    "export const boardMembers = [",
    '  { name: "Noa Whitfield", position: "Director of Design", color: "green" },',
  );
  addedDrop = next;
});

test("with no hand edit, the copy typechecks, passes its unit tests, builds and passes the new edition's end-to-end tests", async () => {
  // The new app changes the lockfile; pnpm would refuse that when CI is set.
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"]);
  // The person who added the drop and the board member formats their edit, as `pnpm format` would.
  run("pnpm", ["exec", "biome", "check", "--write", "packages/data/src/merch.ts", "packages/data/src/board.ts"]);
  const turbo = (...args) =>
    run("pnpm", ["exec", "turbo", "run", ...args, "--concurrency=2"], {
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    });
  const app = `@duci/designathon-${yy}`;
  const checked = ["@duci/data", "@duci/site", "@duci/deploy", "@duci/e2e", app].flatMap((name) => ["--filter", name]);
  turbo("typecheck", "test", ...checked);
  run("pnpm", ["exec", "biome", "check", "."]);

  // Build what the new edition changes; the other editions and Storybook read nothing that changed
  // for their own pages, so their builds are taken from this checkout when it has them.
  for (const part of [
    "apps/designathon-22/dist",
    "apps/designathon-23/dist",
    "apps/designathon-24/dist",
    "packages/ui/storybook-static",
  ]) {
    if (existsSync(join(repo, part))) await cp(join(repo, part), join(copy, part), { recursive: true });
  }
  const missing = (await readdir(join(copy, "apps")))
    .filter((name) => /^designathon-\d\d$/.test(name) && name !== `designathon-${yy}`)
    .filter((name) => !existsSync(join(copy, "apps", name, "dist")))
    .flatMap((name) => ["--filter", `@duci/${name}`]);
  if (!existsSync(join(copy, "packages/ui/storybook-static"))) missing.push("--filter", "@duci/ui");
  turbo("build", "--filter", app, "--filter", "@duci/site", ...missing);
  run("pnpm", ["--filter", "@duci/deploy", "build"]);
  run("pnpm", ["--filter", "@duci/deploy", "check"]);

  // E2E_PORT, when set, is the port the caller may use; otherwise any free one.
  const port = process.env.E2E_PORT ?? (await freePort());
  run(
    "pnpm",
    [
      "exec",
      "playwright",
      "test",
      "tests/editions.spec.ts",
      "tests/designathon-overview.spec.ts",
      "tests/site-part1.spec.ts",
      "tests/site-part2.spec.ts",
      "--grep",
      `Design-a-thon 20${yy}|introduces the Design-a-thon|merch lists each drop|about: sections in order`,
      "--workers=1",
    ],
    { cwd: join(copy, "e2e"), env: { ...process.env, E2E_PORT: String(port) } },
  );
  const page = await readFile(join(copy, `dist/designathon/${yy}/index.html`), "utf8");
  assert.match(page, new RegExp(`<title>Design-a-thon 20${yy}: TODO: the edition&#x27;s name`));
  // The people page, where the speakers' cards lead before scripts run, is built with it.
  const people = await readFile(join(copy, `dist/designathon/${yy}/people/index.html`), "utf8");
  assert.match(people, /<h1[^>]*>Judges &amp; Speakers<\/h1>/);
  assert.match(page, new RegExp(`action="/designathon/${yy}/people/#`));
  const merch = await readFile(join(copy, "dist/merch/index.html"), "utf8");
  assert.match(merch, new RegExp(addedDrop));
  assert.match(merch, /Canvas Tote/);
  const about = await readFile(join(copy, "dist/about/index.html"), "utf8");
  assert.match(about, /Noa Whitfield/);
});
