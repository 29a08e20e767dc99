import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Logo } from "@duci/ui/icons";
import { type MarkVariant, markGeometry, markShapes } from "@duci/ui/theme/brand-mark";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

const publicFile = (name: string) => readFileSync(join(import.meta.dirname, "../../public", name), "utf8");

// The downloadable brand files and the favicon draw the one mark of packages/ui.
const files: [string, MarkVariant][] = [
  ["static/file/logo.svg", "blue"],
  ["static/file/logo-white.svg", "white"],
  ["static/file/logo-silhouette.svg", "navy"],
  ["static/file/logo-minimal.svg", "minimal"],
  ["static/file/logo-circle-profile.svg", "blue"],
  ["favicon.svg", "blue"],
];

describe("the club mark", () => {
  it.each(files)("%s draws the mark of packages/ui (%s)", (file, variant) => {
    expect(publicFile(file)).toContain(markShapes(variant));
  });

  it("puts the dot at the top right of the d, in the header as in the files", () => {
    const { container } = render(<Logo />);
    const [, stem] = container.querySelectorAll("rect");
    const dot = container.querySelectorAll("circle")[1];
    const stemRight = Number(stem?.getAttribute("x")) + Number(stem?.getAttribute("width"));
    expect(Number(dot?.getAttribute("cx"))).toBeGreaterThan(stemRight);
    expect(Number(dot?.getAttribute("cy"))).toBeLessThan(Number(stem?.getAttribute("y")) + 10);
    expect(dot?.getAttribute("cx")).toBe(String(markGeometry.dot.cx));
  });
});
