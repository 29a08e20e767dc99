// Every package says which of its modules others may import, so a helper such as
// `@duci/time/_lib/*` stays private and can change without breaking an app. (That the design
// system knows no club, the line this package exists for, is checked in packages/ui.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packages = join(import.meta.dirname, "../..");

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
