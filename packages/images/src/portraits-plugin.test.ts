import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { build, createServer } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { portraitWebp } from "./portrait.ts";
import { portraitsPlugin } from "./portraits-plugin.ts";

const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function project() {
  const root = await mkdtemp(join(tmpdir(), "portraits-plugin-"));
  temporary.push(root);
  await writeFile(join(root, "entry.js"), "console.log('hello');\n");
  return root;
}

describe("portraitsPlugin", () => {
  it("writes every width of every listed portrait into a build without prerendering (Storybook)", async () => {
    const root = await project();
    await build({
      root,
      logLevel: "silent",
      plugins: [portraitsPlugin({ seeds: ["avery-quinn", "mateo-cruz"] })],
      build: { outDir: "dist", rollupOptions: { input: join(root, "entry.js") } },
    });
    const files = (await readdir(join(root, "dist/portraits"))).sort();
    expect(files).toEqual([
      "avery-quinn-192.webp",
      "avery-quinn-288.webp",
      "avery-quinn-480.webp",
      "mateo-cruz-192.webp",
      "mateo-cruz-288.webp",
      "mateo-cruz-480.webp",
    ]);
    const written = await readFile(join(root, "dist/portraits/avery-quinn-480.webp"));
    expect(written.equals(await portraitWebp("avery-quinn", 480))).toBe(true);
  });

  it("serves any portrait under the app's base while developing, and leaves other paths alone", async () => {
    const root = await project();
    const server = await createServer({
      root,
      base: "/designathon/24/",
      logLevel: "silent",
      configFile: false,
      plugins: [portraitsPlugin()],
      server: { port: 0, host: "127.0.0.1" },
    });
    await server.listen();
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/designathon\/24\/$/, "") ?? "";
      const response = await fetch(`${origin}/designathon/24/portraits/kenji-alvarez-192.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 192, hasAlpha: true });
      const other = await fetch(`${origin}/designathon/24/portraits/kenji-alvarez-100.webp`);
      expect(other.headers.get("content-type")).not.toBe("image/webp");
    } finally {
      await server.close();
    }
  });
});
