// Draws a page's 1200×630 share preview (Open Graph / Twitter card) from its
// title in the brand colours, and rasterises it to PNG with resvg.
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";

const require = createRequire(import.meta.url);
const fontFiles = [
  require.resolve("@expo-google-fonts/dm-sans/700Bold/DMSans_700Bold.ttf"),
  require.resolve("@expo-google-fonts/dm-sans/500Medium/DMSans_500Medium.ttf"),
];

const accents = ["#089AFF", "#FC593D", "#FF9FF4", "#2ADB6A", "#011EFB"] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a title into at most three lines of about `width` characters. */
export function wrap(text: string, width = 20): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 3)
    return [
      ...lines.slice(0, 2),
      `${lines
        .slice(2)
        .join(" ")
        .slice(0, width - 1)}…`,
    ];
  return lines;
}

function pick(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return accents[hash % accents.length] ?? accents[0];
}

/** What a preview shows: the page's title, the club's name and address; `seed` picks the accent colour. */
export interface OgImageOptions {
  title: string;
  siteName: string;
  host: string;
  seed: string;
}

/** The preview as SVG: the page title large, the club's name and address below. */
export function ogSvg({ title, siteName, host, seed }: OgImageOptions): string {
  const accent = pick(seed);
  const lines = wrap(title);
  const size = lines.length > 2 ? 72 : 84;
  const text = lines
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : size * 1.08}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#000024"/>
  <circle cx="1130" cy="30" r="150" fill="${accent}"/>
  <rect x="930" y="470" width="240" height="240" rx="56" fill="#FFCC45" transform="rotate(18 1050 590)"/>
  <circle cx="1150" cy="330" r="28" fill="#FC593D"/>
  <rect x="96" y="84" width="64" height="64" rx="18" fill="#FFFFFF"/>
  <circle cx="128" cy="116" r="14" fill="#FC593D"/>
  <text x="184" y="128" font-family="DM Sans" font-weight="700" font-size="34" fill="#FFFFFF">${escapeXml(siteName)}</text>
  <text x="96" y="${lines.length > 2 ? 270 : 300}" font-family="DM Sans" font-weight="700" font-size="${size}" fill="#FFFFFF">${text}</text>
  <text x="96" y="560" font-family="DM Sans" font-weight="500" font-size="30" fill="#E4E4E6">${escapeXml(host)}</text>
</svg>`;
}

export function ogPng(options: OgImageOptions): Buffer {
  const resvg = new Resvg(ogSvg(options), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    fitTo: { mode: "width", value: 1200 },
  });
  return resvg.render().asPng();
}
