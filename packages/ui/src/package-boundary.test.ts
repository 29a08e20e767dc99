// The design system knows no club: nothing in this package, its stories and Storybook's
// config included, imports the club's content: components take it as props, stories show samples.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mdx|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const files = [...filesUnder(join(root, "src")), ...filesUnder(join(root, ".storybook")), join(root, "package.json")];

describe("@duci/ui", () => {
  it("imports nothing from the club's content package, nor lists it as a dependency", () => {
    expect(files.length).toBeGreaterThan(100);
    const content = ["@duci", "data"].join("/");
    const bound = files.filter((file) => readFileSync(file, "utf8").includes(content));
    expect(bound.map((file) => relative(root, file))).toEqual([]);
  });

  it("names no club event in its components: the words they keep whole come from the page", () => {
    const sources = filesUnder(join(root, "src")).filter((file) => /(?<!\.stories|\.test)\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(50);
    const event = ["Design", "a", "thon"].join("-");
    const naming = sources.filter((file) => readFileSync(file, "utf8").includes(event));
    expect(naming.map((file) => relative(root, file))).toEqual([]);
  });
});
