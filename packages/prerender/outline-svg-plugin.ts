// Vite plugin shared by the apps and Storybook: every SVG the build imports or
// copies from public/ reaches the visitor with its letters as outlines (see
// outline-text.ts), while the source files keep their live, editable <text>.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { hasLiveText, outlineText } from "./outline-text.ts";

function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  writeFileSync(file, content);
}

function svgFilesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Outlines the live text of every SVG the build imports or copies from public/. */
export function outlineSvgText(): Plugin {
  let config: ResolvedConfig;
  let outlinedDir: string;
  return {
    name: "duci:outline-svg-text",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
      outlinedDir = join(resolved.cacheDir, "outlined-svg");
    },
    // An imported SVG with live text resolves to an outlined copy of the same
    // name, so Vite fingerprints, inlines or emits the outlines as usual.
    async resolveId(source, importer, options) {
      // Unit tests only need the file's URL, and Vitest would load a copy under node_modules as a module.
      if (process.env.VITEST || !/\.svg(?:\?|$)/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split("?");
      if (!file?.endsWith(".svg") || !existsSync(file)) return resolved;
      const svg = readFileSync(file, "utf8");
      if (!hasLiveText(svg)) return resolved;
      const folder = join(outlinedDir, createHash("sha256").update(file).digest("hex").slice(0, 12));
      mkdirSync(folder, { recursive: true });
      const copy = join(folder, basename(file));
      writeIfChanged(copy, outlineText(svg));
      this.addWatchFile(file);
      return query === undefined ? copy : `${copy}?${query}`;
    },
    // Files from public/ are copied as they are; outline them in the output.
    writeBundle() {
      if (!config.publicDir || !config.build.copyPublicDir || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of svgFilesIn(config.publicDir)) {
        const svg = readFileSync(file, "utf8");
        if (hasLiveText(svg)) writeFileSync(join(outDir, relative(config.publicDir, file)), outlineText(svg));
      }
    },
    // The dev server answers public SVGs with the outlined version too.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent((request.url ?? "").split("?")[0] ?? "");
        const base = config.base.replace(/\/$/, "");
        if (!config.publicDir || !pathname.endsWith(".svg") || !pathname.startsWith(base)) return next();
        const file = join(config.publicDir, pathname.slice(base.length));
        if (!file.startsWith(config.publicDir) || !existsSync(file)) return next();
        const svg = readFileSync(file, "utf8");
        if (!hasLiveText(svg)) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(outlineText(svg));
      });
    },
  };
}
