// Turbo's cache must notice a change in an internal package: the apps read
// packages/data, packages/time and packages/ui as source, so their typecheck,
// test and build hashes have to change with those packages' files.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { appendFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
/** tsx's command line, which runs the events fetch as `pnpm build` does. */
const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));

/** A task of `turbo run … --dry=json`: its id, hash and the tasks it waits for directly. */
interface PlannedTask {
  taskId: string;
  hash: string;
  dependencies: string[];
}

/** The tasks of a dry run, from its JSON. */
const plannedTasks = (json: string): PlannedTask[] => JSON.parse(json).tasks;

function hashes(): Record<string, string> {
  const args = ["exec", "turbo", "run", "typecheck", "test", "build", "--filter=@duci/site", "--dry=json"];
  const json = execFileSync("pnpm", args, {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return Object.fromEntries(plannedTasks(json).map((item) => [item.taskId, item.hash]));
}

test("changing packages/data changes the site's typecheck, test and build hashes", async () => {
  const file = join(repo, "packages/data/src/paths.ts");
  const before = hashes();
  const original = await readFile(file, "utf8");
  try {
    await appendFile(file, "// a change\n");
    const after = hashes();
    for (const task of ["typecheck", "test", "build"]) {
      const id = `@duci/site#${task}`;
      assert.ok(before[id], `${id} should be in the graph`);
      assert.notEqual(after[id], before[id], id);
    }
  } finally {
    await writeFile(file, original);
  }
});

/** The site's build and what it waits for, as `turbo run build` plans them. */
function siteBuildPlan(env: NodeJS.ProcessEnv): Record<string, PlannedTask> {
  const args = ["exec", "turbo", "run", "build", "--filter=@duci/site", "--dry=json"];
  const json = execFileSync("pnpm", args, {
    cwd: repo,
    encoding: "utf8",
    env: { ...env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return Object.fromEntries(plannedTasks(json).map((item) => [item.taskId, item]));
}

test("the site's build never replays stale events: the fetch runs before Turbo and its answer is an input", async () => {
  // Turbo hashes input files when its run starts, so the fetch cannot be one of its tasks.
  const root = JSON.parse(await readFile(join(repo, "package.json"), "utf8"));
  assert.match(root.scripts.build, /^tsx apps\/site\/fetch-events\.ts && turbo run build/);
  const feed = join(repo, "apps/site/node_modules/.cache/duci/service-events.json");
  const original = await readFile(feed, "utf8").catch(() => null);
  const siteBuildHash = (env = process.env) => {
    const build = siteBuildPlan(env)["@duci/site#build"];
    assert.ok(build, "the site's build should be in the plan");
    return build.hash;
  };
  try {
    await mkdir(dirname(feed), { recursive: true });
    await writeFile(feed, JSON.stringify([{ title: "Build Night", time: "2030-10-10T01:00:00Z" }]));
    const before = siteBuildHash();
    // Editors published or changed an event: the cached build no longer matches.
    await writeFile(feed, JSON.stringify([{ title: "Build Night", time: "2030-10-11T01:00:00Z" }]));
    assert.notEqual(siteBuildHash(), before);
    // The test suite's build (bundled events) has the same inputs whatever a live build fetched
    // before it: its fetch step leaves no feed, so it stays cached.
    const bundled = { ...process.env, DUCI_BUILD_EVENTS: "bundled" };
    const bundledBuildHash = () => {
      execFileSync(process.execPath, [tsx, "apps/site/fetch-events.ts"], { cwd: repo, env: bundled });
      return siteBuildHash(bundled);
    };
    const afterOneFeed = bundledBuildHash();
    await writeFile(feed, JSON.stringify([{ title: "Another Night", time: "2030-10-12T01:00:00Z" }]));
    assert.equal(bundledBuildHash(), afterOneFeed);
  } finally {
    if (original === null) await rm(feed, { force: true });
    else await writeFile(feed, original);
  }
});

test("no build replays stale photos: the board's photos are an input of the site's and each edition's, and the bundled build has none", async () => {
  const feed = join(repo, "node_modules/.cache/duci/service-photos.json");
  const original = await readFile(feed, "utf8").catch(() => null);
  const buildHashes = () => {
    const args = [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@duci/site",
      "--filter=@duci/designathon-23",
      "--dry=json",
    ];
    const json = execFileSync("pnpm", args, {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    });
    const tasks = Object.fromEntries(plannedTasks(json).map((item) => [item.taskId, item.hash]));
    return [tasks["@duci/site#build"], tasks["@duci/designathon-23#build"]];
  };
  try {
    await mkdir(dirname(feed), { recursive: true });
    await writeFile(feed, JSON.stringify({ members: [], merch: [], winners: [], events: [] }));
    const [site, edition] = buildHashes();
    // A member agreed to a headshot, a winning entry's screen was uploaded: the cached builds no longer match.
    await writeFile(
      feed,
      JSON.stringify({ members: [{ name: "A member" }], merch: [], winners: [{ year: 2023 }], events: [] }),
    );
    const [siteAfter, editionAfter] = buildHashes();
    assert.ok(site && edition, "the site's and the edition's builds should be in the plan");
    assert.notEqual(siteAfter, site);
    assert.notEqual(editionAfter, edition);
    // The bundled build's fetch step removes the feed, so the tests' pages never show photos.
    const bundled = { ...process.env, DUCI_BUILD_EVENTS: "bundled" };
    execFileSync(process.execPath, [tsx, "apps/site/fetch-events.ts"], { cwd: repo, env: bundled });
    assert.equal(await readFile(feed, "utf8").catch(() => null), null);
  } finally {
    if (original === null) await rm(feed, { force: true });
    else await writeFile(feed, original);
  }
});

test("the studio's build is a build task, and no test task builds", async () => {
  const studio = JSON.parse(await readFile(join(repo, "apps/studio/package.json"), "utf8"));
  assert.match(studio.scripts.build, /sanity build/);
  assert.doesNotMatch(studio.scripts.test, /build/);
});

/**
 * The tasks a root script's Turbo run would run (its `turbo run …` part, with `--dry=json`; a step
 * before it, such as the events fetch, is left out), each with every task it waits for.
 */
function plan(script: string): Map<string, Set<string>> {
  const scripts = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")).scripts;
  const turboRun = /turbo (run .*)$/.exec(scripts[script])?.[1];
  assert.ok(turboRun, `${script} runs Turbo`);
  const json = execFileSync("pnpm", ["exec", "turbo", ...turboRun.split(" "), "--dry=json"], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  const direct = new Map(plannedTasks(json).map((item) => [item.taskId, item.dependencies]));
  const waitsFor = (id: string, seen = new Set<string>()) => {
    for (const dependency of direct.get(id) ?? []) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      waitsFor(dependency, seen);
    }
    return seen;
  };
  return new Map([...direct.keys()].map((id) => [id, waitsFor(id)]));
}

const storybook = "@duci/ui#build-storybook";

test("no app build waits for Storybook; the deploy assembly does", async () => {
  const tasks = plan("build");
  const apps = (await readdir(join(repo, "apps"))).filter((name) => name === "site" || /^designathon-\d\d$/.test(name));
  assert.ok(apps.length >= 4, "the site and the editions");
  for (const app of apps) {
    const id = `@duci/${app}#build`;
    assert.ok(tasks.has(id), `${id} should be in the build`);
    assert.ok(!tasks.get(id)?.has(storybook), `${id} waits for Storybook`);
  }
  assert.ok(tasks.get("@duci/deploy#build")?.has(storybook), "the assembly should include Storybook");
});

test("`pnpm start` builds the apps without building Storybook", async () => {
  assert.match(await readFile(join(repo, "scripts/start.ts"), "utf8"), /build:apps/);
  const tasks = plan("build:apps");
  assert.ok(tasks.has("@duci/site#build"));
  assert.ok(!tasks.has(storybook), "build:apps runs Storybook's build");
  assert.ok(!tasks.has("@duci/deploy#build"), "build:apps runs the assembly, which waits for Storybook");
});

test("changing the shared page template changes the build hash of the site and of every edition", async () => {
  const buildHashes = () => {
    const json = execFileSync("pnpm", ["exec", "turbo", "run", "build", "--filter=./apps/*", "--dry=json"], {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    });
    return Object.fromEntries(plannedTasks(json).map((item) => [item.taskId, item.hash]));
  };
  const apps = (await readdir(join(repo, "apps"))).filter((name) => name === "site" || /^designathon-\d\d$/.test(name));
  const file = join(repo, "packages/vite-config/index.html");
  const before = buildHashes();
  const original = await readFile(file, "utf8");
  try {
    await appendFile(file, "<!-- a change -->\n");
    const after = buildHashes();
    for (const app of apps) {
      const id = `@duci/${app}#build`;
      assert.ok(before[id], `${id} should be in the graph`);
      assert.notEqual(after[id], before[id], id);
    }
  } finally {
    await writeFile(file, original);
  }
});

for (const [what, path] of [
  ["a story of the shell", "packages/shell/src/site-nav.stories.tsx"],
  ["an edition's look", "apps/designathon-26/src/theme.ts"],
  ["the club's content the shell's stories show", "packages/data/src/socials.ts"],
] as const) {
  test(`changing ${what} changes Storybook's build hash, though Storybook's package does not depend on it`, async () => {
    // packages/ui's Storybook reads the shell's stories and every edition's look by path (they
    // depend on ui, not the other way round), and through them the club's content (ui itself
    // knows no club), so turbo.json names them as inputs of its build.
    const storybookHash = () => {
      const args = ["exec", "turbo", "run", "build-storybook", "--filter=@duci/ui", "--dry=json"];
      const json = execFileSync("pnpm", args, {
        cwd: repo,
        encoding: "utf8",
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
      });
      return plannedTasks(json).find((item) => item.taskId === storybook)?.hash;
    };
    const file = join(repo, path);
    const before = storybookHash();
    const original = await readFile(file, "utf8");
    try {
      await appendFile(file, "// a change\n");
      assert.ok(before, `${storybook} should be in the graph`);
      assert.notEqual(storybookHash(), before);
    } finally {
      await writeFile(file, original);
    }
  });
}
