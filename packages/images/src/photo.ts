// The build-time pipeline for people's photos: a source image (JPEG, PNG, WebP…)
// becomes a square crop in AVIF and WebP at each width a page can ask for, so a
// browser picks the format it knows and the pixels its screen needs (1x, 2x).
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";

/** Widths made from each photo: 1x and 2x of the 120 and 240 px frames. */
export const PHOTO_WIDTHS = [120, 240, 480];

type PhotoFormat = "avif" | "webp";

/** One encoded file of a photo. */
export interface PhotoFile {
  format: PhotoFormat;
  width: number;
  data: Buffer;
}

const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72 }),
};

/**
 * Every file of one photo: `{ format, width, data }` for AVIF and WebP at each
 * width up to the source's shorter side (at least one width, never upscaled
 * past it).
 */
export async function renderPhoto(source: Buffer, widths: readonly number[] = PHOTO_WIDTHS): Promise<PhotoFile[]> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const side = Math.min(width, height);
  if (side === 0) throw new Error("Not an image");
  const fitting = widths.filter((target) => target <= side);
  const chosen = fitting.length > 0 ? fitting : [side];
  const files: PhotoFile[] = [];
  for (const format of ["avif", "webp"] as const) {
    for (const target of chosen) {
      const resized = sharp(source).rotate().resize(target, target, { fit: "cover", position: "attention" });
      files.push({ format, width: target, data: await encoders[format](resized).toBuffer() });
    }
  }
  return files;
}

const photoQuery = /\?photo$/;

/** The app's own cache: the app's build runs with its folder as the working directory. */
const defaultCacheDir = () => join(process.cwd(), "node_modules/.cache/duci-photos");

/**
 * A Vite plugin: `import photo from "./avery.jpg?photo"` gives a `Photo`
 * (`@duci/data/photo`) whose files Vite fingerprints like any other asset.
 * The encoded files are cached by content so a rebuild does not encode again.
 */
export function photoPlugin({ cacheDir = defaultCacheDir() }: { cacheDir?: string } = {}): Plugin {
  return {
    name: "duci-photo",
    enforce: "pre",
    async load(id) {
      if (!photoQuery.test(id)) return null;
      const file = id.replace(photoQuery, "");
      const source = await readFile(file);
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 12);
      await mkdir(cacheDir, { recursive: true });
      const files = await renderPhoto(source);
      const imports: string[] = [];
      const srcSets: Record<PhotoFormat, string[]> = { avif: [], webp: [] };
      for (const [index, { format, width, data }] of files.entries()) {
        const path = join(cacheDir, `${hash}-${width}.${format}`);
        await writeFile(path, data);
        imports.push(`import f${index} from ${JSON.stringify(`${path}?no-inline`)};`);
        srcSets[format].push(`\${f${index}} ${width}w`);
      }
      const largest = Math.max(...files.map((entry) => entry.width));
      const fallback = files.findIndex((entry) => entry.format === "webp" && entry.width === largest);
      return [
        ...imports,
        "export default {",
        `  width: ${largest},`,
        `  height: ${largest},`,
        `  src: f${fallback},`,
        "  sources: [",
        `    { type: "image/avif", srcSet: \`${srcSets.avif.join(", ")}\` },`,
        `    { type: "image/webp", srcSet: \`${srcSets.webp.join(", ")}\` },`,
        "  ],",
        "};",
      ].join("\n");
    },
  };
}
