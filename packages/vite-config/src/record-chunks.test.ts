import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { editionRecordChunk, siteRecordChunks } from "./record-chunks.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The source files under `folder`, leaving out installed and built ones. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (["node_modules", "dist", "dist-ssr"].includes(entry.name) || entry.name.startsWith(".")) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [path];
  });
}

/** Every source file of the apps and packages that a record chunk takes, as a path from the root. */
function recordModules(): string[] {
  const tests = [...siteRecordChunks, editionRecordChunk].map((chunk) => chunk.test);
  return ["apps", "packages"]
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .filter((path) => tests.some((test) => test.test(path)))
    .map((path) => relative(root, path));
}

describe("the record chunks", () => {
  it("take the events and the editions' people, so a rename cannot quietly count them as code", () => {
    expect(recordModules()).toEqual(
      expect.arrayContaining([
        "packages/data/src/events.ts",
        "apps/site/src/events/built-service-documents.ts",
        "apps/site/src/home/built-home-events.ts",
        "apps/site/src/events/built-events-page-events.ts",
        "packages/data/src/editions/2024/people.ts",
      ]),
    );
  });

  it("take every edition's people: judges and speakers added next year count as content, not code", () => {
    const editions = join(root, "packages/data/src/editions");
    const years = readdirSync(editions).filter((name) => /^\d{4}$/.test(name));
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect(recordModules()).toEqual(
      expect.arrayContaining(years.map((year) => `packages/data/src/editions/${year}/people.ts`)),
    );
  });

  it("hold data only: a record module imports types and nothing else, so no code escapes the budget", () => {
    for (const path of recordModules()) {
      const source = readFileSync(join(root, path), "utf8");
      const imports = source.match(/^import\s[^;]*?from\s+["'][^"']+["']/gms) ?? [];
      expect(
        imports.filter((statement) => !statement.startsWith("import type ")),
        path,
      ).toEqual([]);
      expect(source, path).not.toMatch(/^export (async )?function|^function |=>/m);
    }
  });
});
