// `pnpm new-edition`, run on a small copy of what it reads and writes: what it
// refuses, the files it adds and rewrites, and the steps it prints, which must
// be those of docs/maintaining.md. The whole yearly job, with the full test
// suite on the new edition, is `pnpm test:yearly` (scripts/yearly.ts).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const generator = join(repo, "scripts/new-edition.ts");
/** tsx's command line, which runs the generator as `pnpm new-edition` does. */
const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
/** The small copy of the repository the generator runs on. */
let copy = "";
/** The year after the newest edition's, which the generator is asked for. */
let yy = "";
/** What the generator printed on success. */
let printed = "";

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: copy, encoding: "utf8" });
}

/** The generator as a user runs it: exit code and both outputs. */
function generate(...args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [tsx, generator, ...args, "--root", copy, "--no-install"], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, stdout, stderr };
  }
}

before(async () => {
  copy = await mkdtemp(join(tmpdir(), "new-edition-"));
  for (const part of [
    "scripts/edition-template",
    "packages/data/src/editions",
    "apps/deploy/package.json",
    "biome.json",
    ".gitignore",
  ]) {
    await cp(join(repo, part), join(copy, part), {
      recursive: true,
      filter: (source) => !source.includes("node_modules"),
    });
  }
  const apps = (await readdir(join(repo, "apps"))).filter((name) => /^designathon-\d\d$/.test(name));
  for (const app of apps) await cp(join(repo, "apps", app, "package.json"), join(copy, "apps", app, "package.json"));
  // Biome, which the generator formats the new files with.
  await symlink(join(repo, "node_modules"), join(copy, "node_modules"));
  const newest = Math.max(...apps.map((name) => Number(name.slice(-2))));
  yy = String(newest + 1).padStart(2, "0");
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.email=test@localhost", "-c", "user.name=test", "commit", "-qm", "copy");
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
  assert.equal(git("status", "--porcelain"), "");
});

test("adds the edition's home and its app folder, rewrites the lists; a second run and an older year are refused", async () => {
  const first = generate(yy);
  assert.equal(first.code, 0, first.stderr);
  printed = first.stdout;
  assert.match(
    first.stdout,
    new RegExp(
      `Design-a-thon 20${yy} is scaffolded: its content in packages/data/src/editions/20${yy}/, its page in apps/designathon-${yy}/`,
    ),
  );
  const changed = git("status", "--porcelain", "--untracked-files=all");
  const template = execFileSync("git", ["ls-files", "scripts/edition-template"], { cwd: repo, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((file) =>
      file
        .replace("scripts/edition-template/app/", `apps/designathon-${yy}/`)
        .replace("scripts/edition-template/content/", `packages/data/src/editions/20${yy}/`),
    );
  assert.deepEqual(
    changed
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3))
      .sort(),
    [
      "apps/deploy/package.json",
      "packages/data/src/editions/index.ts",
      "packages/data/src/editions/years.ts",
      ...template,
    ].sort(),
  );
  for (const file of template) {
    assert.doesNotMatch(await readFile(join(copy, file), "utf8"), /__YEAR__|__YY__/, file);
  }
  assert.equal(
    JSON.parse(await readFile(join(copy, `apps/designathon-${yy}/package.json`), "utf8")).name,
    `@duci/designathon-${yy}`,
  );
  assert.equal(
    JSON.parse(await readFile(join(copy, "apps/deploy/package.json"), "utf8")).dependencies[`@duci/designathon-${yy}`],
    "workspace:*",
  );
  assert.match(
    await readFile(join(copy, "packages/data/src/editions/index.ts"), "utf8"),
    new RegExp(`newestFirst = \\[\\s*edition20${yy},`),
  );
  assert.match(
    await readFile(join(copy, "packages/data/src/editions/years.ts"), "utf8"),
    new RegExp(`editionYys = \\[\\s*"${yy}",`),
  );
  // Formatted as `pnpm test` checks it.
  execFileSync(join(repo, "node_modules/.bin/biome"), ["check", "apps", "packages"], { cwd: copy, stdio: "pipe" });

  const second = generate(yy);
  assert.equal(second.code, 1);
  assert.match(second.stderr, new RegExp(`Design-a-thon 20${yy} already exists`));
  const older = generate("20");
  assert.equal(older.code, 1);
  assert.match(older.stderr, /older than the newest edition/);
  assert.equal(git("status", "--porcelain", "--untracked-files=all"), changed, "a refused run changes nothing");
});

test("prints the steps of docs/maintaining.md: fill in the markers, take the pictures, review them, pnpm test", async () => {
  const steps = ["Fill in every FILL IN", "pnpm test:visual:update", "Review the pictures", "pnpm test\n"];
  const at = steps.map((step) => printed.indexOf(step));
  assert.ok(
    at.every((position, i) => position >= 0 && position > (at[i - 1] ?? -1)),
    `the steps, in order, in:\n${printed}`,
  );
  // The docs' section gives the same commands, in the same order.
  const docs = await readFile(join(repo, "docs/maintaining.md"), "utf8");
  const section = docs.slice(
    docs.indexOf("## Start next year's Design-a-thon"),
    docs.indexOf("\n## ", docs.indexOf("## Start next year's")),
  );
  // The commands of its code blocks, one a line.
  const commands = [...section.matchAll(/^\s*(pnpm [a-z:-]+)/gm)].map((match) => match[1]);
  assert.deepEqual(
    commands.filter((command) => command !== "pnpm start"),
    ["pnpm new-edition", "pnpm test:visual:update", "pnpm test"],
  );
});
