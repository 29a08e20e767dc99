import assert from "node:assert/strict";
import { test } from "node:test";
import { hasLiveText, outlineText } from "./outline-text.ts";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${body}</svg>`;

/** The horizontal extent of every point in the outlines' path data. */
function extent(output: string): { left: number; right: number } {
  const xs = [...output.matchAll(/ d="([^"]*)"/g)].flatMap((match) =>
    [...(match[1] ?? "").matchAll(/[MLQCZ]([^MLQCZ]*)/g)].flatMap((command) =>
      (command[1] ?? "")
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
        .filter((_, index) => index % 2 === 0),
    ),
  );
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

test("replaces live text with outlines that keep the fill and other attributes", () => {
  const output = outlineText(
    svg(
      `<text x="10" y="60" font-family="DM Sans, sans-serif" font-weight="700" font-size="40" fill="#000024" opacity="0.5">Design at UCI</text>`,
    ),
  );
  assert.equal(hasLiveText(output), false);
  assert.doesNotMatch(output, /font-family|font-size/);
  assert.match(output, /<path fill="#000024" opacity="0.5" d="M[^"]{200,}"\/>/);
  const { left, right } = extent(output);
  assert.ok(left >= 10 && left < 16, `starts at x=10, not ${left}`);
  assert.ok(right > 250 && right < 300, `"Design at UCI" in bold 40 px is about 270 wide, not ${right - 10}`);
});

test("centres and end-aligns around x as text-anchor says", () => {
  const middle = extent(
    outlineText(svg(`<text x="200" y="60" text-anchor="middle" font-size="30">Harbor Notes</text>`)),
  );
  assert.ok(Math.abs((middle.left + middle.right) / 2 - 200) < 3, `centred on 200: ${middle.left}-${middle.right}`);
  const end = extent(outlineText(svg(`<text x="390" y="60" text-anchor="end" font-size="30">2024</text>`)));
  assert.ok(end.right <= 390 && end.right > 385, `ends at 390, not ${end.right}`);
});

test("bold is wider than medium, so the weight picks the font file", () => {
  const width = (weight: number) => {
    const { left, right } = extent(
      outlineText(svg(`<text x="0" y="60" font-weight="${weight}" font-size="40">Sketchframe</text>`)),
    );
    return right - left;
  };
  assert.ok(width(700) > width(500) + 2);
});

test("data-fit-width shrinks a long label into its box", () => {
  const body = `<text x="20" y="60" font-size="76" font-weight="700" data-fit-width="300">practical typography</text>`;
  const { left, right } = extent(outlineText(svg(body)));
  assert.ok(right - left <= 300, `at most 300 wide, not ${right - left}`);
  assert.ok(right - left > 280, "shrinks only as far as needed");
});

test("tspans with their own x and dy become separate lines", () => {
  const output = outlineText(
    svg(
      `<text x="20" y="30" font-size="20"><tspan x="20">One</tspan><tspan x="20" dy="30" fill="#FC593D">Two</tspan></text>`,
    ),
  );
  assert.equal(hasLiveText(output), false);
  assert.match(output, /^<svg[^>]*><g><path d="[^"]+"\/><path fill="#FC593D" d="[^"]+"\/><\/g><\/svg>$/);
});

test("decodes entities before drawing them", () => {
  assert.equal(
    outlineText(svg(`<text x="0" y="50">Data &amp; IT</text>`)),
    outlineText(svg(`<text x="0" y="50">Data &#38; IT</text>`)),
  );
});

test("leaves an SVG that embeds its font, or has no text, unchanged", () => {
  const embedded = svg(
    `<style>@font-face{font-family:X;src:url(data:font/woff2;base64,AA)}</style><text x="0" y="50">Hi</text>`,
  );
  assert.equal(outlineText(embedded), embedded);
  const shapes = svg(`<circle cx="50" cy="50" r="40"/>`);
  assert.equal(outlineText(shapes), shapes);
});

test("every coordinate of the outlines is a number, whatever the glyph's position", () => {
  for (const title of ["Land-book", "Human Interface", "Practical Typography"]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text x="104" y="530" font-size="76" font-weight="700">${title}</text></svg>`;
    const outlined = outlineText(svg);
    assert.doesNotMatch(outlined, /NaN/, title);
    assert.match(outlined, /<path d="M[\d. MLQCZ-]+"\/>/);
  }
});
