// Runs `pnpm new-edition` in a copy of the repository (without node_modules:
// dependencies come from pnpm's store, or the registry for what it lacks), builds the site with the new
// edition, serves it as a host would, and checks /designathon/<yy>/.
// Run by `pnpm test` (as `pnpm test:new-edition`); takes about a minute.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
let copy;
let yy;
let newestBefore;

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
  const paths = await readFile(join(copy, "packages/data/src/paths.ts"), "utf8");
  const newest = Math.max(...[...paths.matchAll(/designathon(\d\d):/g)].map((match) => Number(match[1])));
  newestBefore = String(newest).padStart(2, "0");
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

test("scaffolds, registers and prints what to fill in; a second run for the same year refuses", async () => {
  const first = generate(yy);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, new RegExp(`Design-a-thon 20${yy} is scaffolded in apps/designathon-${yy}/`));
  assert.match(first.stdout, /edition-data\.ts {2}tagline, start and deadline/);
  const changed = run("git", ["status", "--porcelain"]);
  for (const file of [
    "packages/data/src/editions.ts",
    "packages/data/src/paths.ts",
    "packages/data/src/redirects.ts",
    "apps/deploy/assemble.ts",
    "apps/deploy/package.json",
    `apps/designathon-${yy}/`,
  ]) {
    assert.ok(changed.includes(file), `${file} should be changed:\n${changed}`);
  }
  const data = await readFile(join(copy, `apps/designathon-${yy}/src/edition-data.ts`), "utf8");
  assert.match(data, new RegExp(`editionOf\\(20${yy}\\)`));
  assert.doesNotMatch(data, /__YEAR__|__YY__/);

  const second = generate(yy);
  assert.equal(second.code, 1);
  assert.match(second.stderr, new RegExp(`Design-a-thon 20${yy} already exists`));
  assert.equal(run("git", ["status", "--porcelain"]), changed, "the second run must change nothing");

  const older = generate("20");
  assert.equal(older.code, 1);
  assert.match(older.stderr, /older than the newest edition/);
});

test("the new edition builds, passes its own smoke test and is served at /designathon/<yy>/", async () => {
  // The new app changes the lockfile; pnpm would refuse that when CI is set.
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"]);
  const app = `@duci/designathon-${yy}`;
  run("pnpm", ["--filter", app, "--filter", "@duci/data", "--filter", "@duci/deploy", "typecheck"]);
  run("pnpm", ["--filter", app, "test"]);
  run("pnpm", ["exec", "turbo", "run", "build", "--filter=@duci/deploy..."], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });

  const port = await freePort();
  const server = spawn(process.execPath, [join(copy, "scripts/serve.mjs")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let page;
    for (let attempt = 0; attempt < 50; attempt++) {
      page = await fetch(`${base}/designathon/${yy}/`).catch(() => null);
      if (page) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(page?.status, 200);
    const html = await page.text();
    assert.match(html, new RegExp(`<title>Design-a-thon 20${yy}: TODO: the edition&#x27;s name`));
    assert.match(html, /<h2[^>]*>Schedule<\/h2>/);

    // The overview lists editions from editions.ts: once it links the others, it must link the new one.
    const overview = await (await fetch(`${base}/designathon/`)).text();
    if (overview.includes(`href="/designathon/${newestBefore}/"`)) {
      assert.match(overview, new RegExp(`href="/designathon/${yy}/"`));
    }
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`/designathon/${yy}/</loc>`));
    const alias = await fetch(`${base}/designathons/${yy}/`);
    assert.equal(alias.status, 200);
    assert.match(await alias.text(), new RegExp(`/designathon/${yy}/`));
  } finally {
    server.kill();
  }
});
