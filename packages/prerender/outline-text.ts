// Turns the live <text> of an SVG into <path> outlines drawn from the DM Sans
// font files. An SVG shown as an image (or downloaded) cannot load the page's
// fonts, so live text falls back to another font and gets clipped; outlines
// look the same everywhere.
//
// Understood on <text> and <tspan>: x, y, dx, dy (single numbers), text-anchor
// (start, middle, end), font-size, font-weight (100-900, normal, bold),
// font-style (italic), letter-spacing, and the same properties in `style`.
// Every other attribute (fill, opacity, transform, class...) is kept.
// `data-fit-width="N"` on <text> shrinks the font size until the line is at
// most N units wide, so a long label never spills out of its box.
// The font family is ignored: every letter is drawn in DM Sans, the brand font.
/// <reference path="./opentype.d.ts" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font, type Glyph, type Path } from "opentype.js";

const require = createRequire(import.meta.url);

const weightFiles: Record<number, string> = {
  100: "100Thin",
  200: "200ExtraLight",
  300: "300Light",
  400: "400Regular",
  500: "500Medium",
  600: "600SemiBold",
  700: "700Bold",
  800: "800ExtraBold",
  900: "900Black",
};

const fonts = new Map<string, Font>();

/** The DM Sans face of a weight (100-900) and style, parsed once. */
function dmSans(weight: number, italic: boolean): Font {
  const key = `${weight}${italic ? "i" : ""}`;
  let font = fonts.get(key);
  if (!font) {
    const name = weightFiles[weight];
    const file = require.resolve(
      `@expo-google-fonts/dm-sans/${name}${italic ? "_Italic" : ""}/DMSans_${name}${italic ? "_Italic" : ""}.ttf`,
    );
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(key, font);
  }
  return font;
}

function nearestWeight(value: string): number {
  if (value === "bold" || value === "bolder") return 700;
  const number = Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return 400;
  return Math.min(900, Math.max(100, Math.round(number / 100) * 100));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? whole;
  });

const ATTRIBUTE = /([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

type Attributes = Map<string, string>;

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) attributes.set(match[1] ?? "", match[3] ?? match[4] ?? "");
  const style = attributes.get("style");
  if (style) {
    for (const declaration of style.split(";")) {
      const [property, ...rest] = declaration.split(":");
      if (property?.trim() && rest.length) attributes.set(property.trim(), rest.join(":").trim());
    }
  }
  return attributes;
}

// Font properties are consumed by the outlining; the rest stays on the output.
const CONSUMED = new Set([
  "x",
  "y",
  "dx",
  "dy",
  "text-anchor",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "letter-spacing",
  "dominant-baseline",
  "style",
  "xml:space",
  "data-fit-width",
  "textLength",
  "lengthAdjust",
]);

const number = (value: string | undefined, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? "");
  return Number.isFinite(parsed) ? parsed : fallback;
};

function keptAttributes(attributes: Attributes): string {
  return [...attributes]
    .filter(([name]) => !CONSUMED.has(name))
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`)
    .join("");
}

interface Run {
  attributes: Attributes;
  text: string;
}

/** The runs of a <text>: its own text and each <tspan>, with inherited properties. */
function runsOf(textAttributes: Attributes, content: string): Run[] {
  const runs: Run[] = [];
  const parts = content.matchAll(/<tspan\b([^>]*)>([\s\S]*?)<\/tspan>|([^<]+)|<[^>]*>/g);
  for (const part of parts) {
    if (part[3] !== undefined) runs.push({ attributes: new Map(), text: part[3] });
    else if (part[2] !== undefined) runs.push({ attributes: parseAttributes(part[1] ?? ""), text: part[2] });
  }
  // SVG's default white-space handling: newlines and tabs become spaces,
  // runs of spaces collapse, and the line is trimmed at both ends.
  const preserve = textAttributes.get("xml:space") === "preserve";
  for (const run of runs) {
    run.text = decode(run.text.replace(/<[^>]*>/g, ""));
    if (!preserve) run.text = run.text.replace(/[\n\r\t]/g, " ").replace(/ {2,}/g, " ");
  }
  if (!preserve) {
    for (let index = 1; index < runs.length; index++) {
      const previous = runs[index - 1];
      const run = runs[index];
      if (previous && run && previous.text.endsWith(" ")) run.text = run.text.replace(/^ /, "");
    }
    if (runs[0]) runs[0].text = runs[0].text.replace(/^ /, "");
    const last = runs.at(-1);
    if (last) last.text = last.text.replace(/ $/, "");
  }
  return runs.filter((run) => run.text);
}

const tenths = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A glyph path as SVG path data to a tenth of a unit. Written here rather than
 * with opentype's toPathData(1), which prints "NaN" for some coordinates (seen
 * on the second "o" of "Land-book" in bold at 76 px).
 */
function pathData(path: Path): string {
  return path.commands
    .map((command) =>
      command.type === "Z"
        ? "Z"
        : command.type +
          [command.x1, command.y1, command.x2, command.y2, command.x, command.y]
            .filter((value): value is number => value !== undefined)
            .map(tenths)
            .join(" "),
    )
    .join("");
}

interface Placed {
  glyph: Glyph;
  offset: number;
}

/** Lays a run's glyphs out from x, with kerning and letter spacing; returns its width. */
function layout(font: Font, text: string, size: number, letterSpacing: number): { placed: Placed[]; width: number } {
  const scale = size / font.unitsPerEm;
  const glyphs = Array.from(text, (character) => font.charToGlyph(character));
  const placed: Placed[] = [];
  let advance = 0;
  glyphs.forEach((glyph, index) => {
    placed.push({ glyph, offset: advance });
    advance += (glyph.advanceWidth ?? 0) * scale + letterSpacing;
    const next = glyphs[index + 1];
    if (next) advance += font.getKerningValue(glyph, next) * scale;
  });
  return { placed, width: advance - (glyphs.length ? letterSpacing : 0) };
}

interface Piece {
  run: Run;
  font: Font;
  size: number;
  placed: Placed[];
  x: number;
  y: number;
}

function outlineElement(openTag: string, content: string): string {
  const attributes = parseAttributes(openTag);
  const inherited = (run: Run, name: string, fallback: string) =>
    run.attributes.get(name) ?? attributes.get(name) ?? fallback;
  const runs = runsOf(attributes, content);

  // Place every run: a run with its own x or y starts a new anchored chunk.
  let penX = number(attributes.get("x"));
  let penY = number(attributes.get("y"));
  const chunks: { anchor: string; pieces: Piece[] }[] = [];
  let chunk: { anchor: string; pieces: Piece[] } | undefined;
  for (const [index, run] of runs.entries()) {
    const startsChunk = index === 0 || run.attributes.has("x") || run.attributes.has("y");
    if (run.attributes.has("x")) penX = number(run.attributes.get("x"));
    if (run.attributes.has("y")) penY = number(run.attributes.get("y"));
    penX += number(index === 0 ? (run.attributes.get("dx") ?? attributes.get("dx")) : run.attributes.get("dx"));
    penY += number(index === 0 ? (run.attributes.get("dy") ?? attributes.get("dy")) : run.attributes.get("dy"));
    if (startsChunk) {
      chunk = { anchor: inherited(run, "text-anchor", "start"), pieces: [] };
      chunks.push(chunk);
    }
    const font = dmSans(
      nearestWeight(inherited(run, "font-weight", "400")),
      inherited(run, "font-style", "normal") === "italic",
    );
    const size = number(inherited(run, "font-size", "16"), 16);
    const letterSpacing = number(inherited(run, "letter-spacing", "0"));
    const { placed, width } = layout(font, run.text, size, letterSpacing);
    chunk?.pieces.push({ run, font, size, placed, x: penX, y: penY });
    penX += width;
  }

  // Shrink to the fit width, around each chunk's anchor.
  const fitWidth = number(attributes.get("data-fit-width"), Number.POSITIVE_INFINITY);
  const output: { d: string; run: Run }[] = [];
  for (const { anchor, pieces } of chunks) {
    const start = pieces[0]?.x ?? 0;
    const end = Math.max(
      ...pieces.map((piece) => {
        const last = piece.placed.at(-1);
        return (
          piece.x + (last ? last.offset + ((last.glyph.advanceWidth ?? 0) * piece.size) / piece.font.unitsPerEm : 0)
        );
      }),
    );
    const width = end - start;
    const factor = width > fitWidth ? fitWidth / width : 1;
    const shift = anchor === "middle" ? -width * factor * 0.5 : anchor === "end" ? -width * factor : 0;
    for (const piece of pieces) {
      const size = piece.size * factor;
      const baseX = start + (piece.x - start) * factor + shift;
      const d = piece.placed
        .map(({ glyph, offset }) => pathData(glyph.getPath(baseX + offset * factor, piece.y, size)))
        .join("");
      if (d) output.push({ d, run: piece.run });
    }
  }

  const kept = keptAttributes(attributes);
  const [only] = output;
  if (output.length === 1 && only && only.run.attributes.size === 0) return `<path${kept} d="${only.d}"/>`;
  const paths = output.map(({ d, run }) => `<path${keptAttributes(run.attributes)} d="${d}"/>`).join("");
  return `<g${kept}>${paths}</g>`;
}

/** True when the SVG embeds its own font, so its live text renders the same everywhere. */
export function embedsFont(svg: string): boolean {
  return /@font-face/.test(svg);
}

/** True when the SVG has live <text> that depends on fonts it does not carry. */
export function hasLiveText(svg: string): boolean {
  return /<text[\s>]/.test(svg) && !embedsFont(svg);
}

/** The SVG with every <text> element replaced by outlines in DM Sans. */
export function outlineText(svg: string): string {
  if (!hasLiveText(svg)) return svg;
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_, openTag: string, content: string) =>
    outlineElement(openTag, content),
  );
}
