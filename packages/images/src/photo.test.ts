import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { photoPlugin, renderPhoto } from "./photo.ts";

// No real photos exist yet: the pipeline is proven on a generated picture with
// enough detail (a gradient with shapes) to compress like a photo would.
async function generatedPhoto(width: number, height: number): Promise<Buffer> {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#089AFF"/><stop offset="1" stop-color="#FF9FF4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2.4}" r="${Math.min(width, height) / 5}" fill="#FFCC45"/>
    <rect x="${width / 4}" y="${height * 0.62}" width="${width / 2}" height="${height / 3}" rx="40" fill="#000024"/>
  </svg>`;
  return sharp(Buffer.from(shapes)).png().toBuffer();
}

const run = promisify(execFile);
const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("renderPhoto", () => {
  it("makes square AVIF and WebP files at 120, 240 and 480 px from a larger photo", async () => {
    const files = await renderPhoto(await generatedPhoto(900, 600));
    expect(files.map(({ format, width }) => `${format} ${width}`)).toEqual([
      "avif 120",
      "avif 240",
      "avif 480",
      "webp 120",
      "webp 240",
      "webp 480",
    ]);
    for (const file of files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBe(file.width);
      expect(meta.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect(file.data.length).toBeLessThan(40_000);
    }
  });

  it("never enlarges a small photo", async () => {
    const files = await renderPhoto(await generatedPhoto(200, 260));
    expect(files.map(({ format, width }) => `${format} ${width}`)).toEqual(["avif 120", "webp 120"]);
    const tiny = await renderPhoto(await generatedPhoto(90, 90));
    expect(tiny.map(({ width }) => width)).toEqual([90, 90]);
  });

  it("rejects a file that is not an image", async () => {
    await expect(renderPhoto(Buffer.from("not an image"))).rejects.toThrow();
  });
});

describe("photoPlugin", () => {
  it("turns `?photo` imports into fingerprinted AVIF and WebP files with a srcset each", async () => {
    const root = await mkdtemp(join(tmpdir(), "photo-plugin-"));
    temporary.push(root);
    await writeFile(join(root, "face.png"), await generatedPhoto(600, 600));
    await writeFile(
      join(root, "entry.js"),
      'import photo from "./face.png?photo";\nconsole.log(JSON.stringify(photo));\n',
    );
    await build({
      root,
      logLevel: "silent",
      plugins: [photoPlugin({ cacheDir: join(root, ".cache") })],
      build: { outDir: "dist", rollupOptions: { input: join(root, "entry.js") }, minify: false },
    });
    const assets = await readdir(join(root, "dist/assets"));
    expect(assets.filter((name) => name.endsWith(".avif"))).toHaveLength(3);
    expect(assets.filter((name) => name.endsWith(".webp"))).toHaveLength(3);
    // Run the built script: it prints the photo object the page would receive.
    const script = assets.find((name) => name.endsWith(".js")) ?? "";
    const { stdout } = await run(process.execPath, [join(root, "dist/assets", script)]);
    const photo: { width: number; height: number; src: string; sources: { type: string; srcSet: string }[] } =
      JSON.parse(stdout);
    expect(photo).toMatchObject({ width: 480, height: 480 });
    expect(photo.src).toMatch(/^\/assets\/[\w-]+\.webp$/);
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo.sources[0]?.srcSet).toMatch(
      /^\/assets\/[\w-]+\.avif 120w, \/assets\/[\w-]+\.avif 240w, \/assets\/[\w-]+\.avif 480w$/,
    );
    expect(photo.sources[1]?.srcSet).toMatch(
      /^\/assets\/[\w-]+\.webp 120w, \/assets\/[\w-]+\.webp 240w, \/assets\/[\w-]+\.webp 480w$/,
    );
    for (const file of photo.sources.flatMap((source) =>
      source.srcSet.split(", ").map((entry) => entry.split(" ")[0] ?? ""),
    )) {
      expect(assets).toContain(file.replace("/assets/", ""));
    }
  }, 60_000);
});
