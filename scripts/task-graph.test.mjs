// Turbo's cache must notice a change in an internal package: the apps read
// packages/data, packages/time and packages/ui as source, so their typecheck,
// test and build hashes have to change with those packages' files.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));

function hashes() {
  const args = ["exec", "turbo", "run", "typecheck", "test", "build", "--filter=@duci/site", "--dry=json"];
  const json = execFileSync("pnpm", args, {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return Object.fromEntries(JSON.parse(json).tasks.map((item) => [item.taskId, item.hash]));
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

test("the studio's build is a build task, and no test task builds", async () => {
  const studio = JSON.parse(await readFile(join(repo, "apps/studio/package.json"), "utf8"));
  assert.match(studio.scripts.build, /sanity build/);
  assert.doesNotMatch(studio.scripts.test, /build/);
});
