// The line this package exists for: the design system (`@duci/ui`) knows no club, and every
// package says which of its modules others may import, so a helper such as `@duci/time/_lib/*`
// stays private and can change without breaking an app.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const packages = join(import.meta.dirname, "../..");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// Stories and their sample data may show the club's real addresses; nothing else in the design system may.
const storyFile = /\.stories\.tsx$|[.-]fixtures\.ts$|stories-data\.ts$|\/story-[^/]+\.ts$/;

describe("@duci/ui", () => {
  it("imports nothing from the club's content outside its stories and their sample data", () => {
    const source = join(packages, "ui/src");
    const modules = filesUnder(source).filter((file) => /\.tsx?$/.test(file) && !storyFile.test(file));
    expect(modules.length).toBeGreaterThan(50);
    const clubBound = modules.filter((file) => /["']@duci\/data[/"']/.test(readFileSync(file, "utf8")));
    expect(clubBound.map((file) => relative(source, file))).toEqual([]);
  });
});

interface PackageJson {
  name: string;
  exports?: Record<string, string | Record<string, string>>;
}

const manifests = readdirSync(packages)
  .map((name) => join(packages, name, "package.json"))
  .filter((file) => existsSync(file))
  .map((file) => ({ folder: join(file, ".."), manifest: JSON.parse(readFileSync(file, "utf8")) as PackageJson }));

describe.each(manifests.map(({ folder, manifest }) => [manifest.name, folder, manifest] as const))(
  "%s",
  (_name, folder, manifest) => {
    const entries = Object.entries(manifest.exports ?? {}).map(([key, target]) => ({
      key,
      targets: typeof target === "string" ? [target] : Object.values(target),
    }));

    it("lists its entry points: no pattern opens a whole folder, and nothing under _lib is one", () => {
      // A pattern may stand for a part of a path (an edition's year), never end one: "./*" or "./theme/*" would make every file public.
      expect(entries.filter(({ key }) => key.endsWith("*")).map(({ key }) => key)).toEqual([]);
      expect(entries.filter(({ key, targets }) => [key, ...targets].some((path) => path.includes("_lib")))).toEqual([]);
    });

    it("points every listed entry at a file that exists", () => {
      const missing = entries
        .filter(({ key }) => !key.includes("*"))
        .flatMap(({ targets }) => targets)
        .filter((target) => !existsSync(join(folder, target)));
      expect(missing).toEqual([]);
    });
  },
);
