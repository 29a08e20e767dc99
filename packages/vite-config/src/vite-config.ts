// The one Vite (and Vitest) configuration of the site and of every Design-a-thon
// edition: an app's vite.config.ts is `export default siteConfig()` or
// `export default editionConfig("24")`.

import { fileURLToPath } from "node:url";
import { photosBuildPlugin } from "@duci/data/photos-build-plugin";
import { imagePlugins } from "@duci/images/vite";
import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import { sideEffectFreeDependencies } from "@duci/prerender/side-effect-free";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { editionRecordChunk, siteRecordChunks } from "./record-chunks.ts";
import { sharedIndexHtml } from "./shared-index-html.ts";

/** The one Vitest setup of every app and package. */
export const testSetup = fileURLToPath(new URL("./test-setup.ts", import.meta.url));

export interface AppConfigOptions {
  /** Where the app is served, e.g. "/designathon/24/". */
  base?: string;
  /** The app's own plugins, after the shared ones and before the image plugins. */
  plugins?: PluginOption[];
  /** Rolldown's output options for the client build. */
  output?: NonNullable<NonNullable<ViteUserConfig["build"]>["rolldownOptions"]>["output"];
}

/** The configuration every app shares; `siteConfig` and `editionConfig` fill in the rest. */
export function appConfig({ base, plugins = [], output }: AppConfigOptions = {}): ViteUserConfig {
  return defineConfig({
    ...(base === undefined ? {} : { base }),
    plugins: [
      sharedIndexHtml(),
      react(),
      outlineSvgText(),
      sideEffectFreeDependencies(),
      ...plugins,
      ...imagePlugins(),
    ],
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // Every browser we support preloads modules itself: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // Artwork stays a file: inlined, it would weigh on the page's script and its HTML.
      assetsInlineLimit: 0,
      ...(output === undefined ? {} : { rolldownOptions: { output } }),
    },
    test: {
      environment: "happy-dom",
      setupFiles: [testSetup],
      // A whole page rendered in happy-dom takes seconds on a busy 2-core machine.
      testTimeout: 20_000,
      // One happy-dom and one module graph for all of an app's test files (each cleans up after
      // itself): a fresh environment per file cost most of the run.
      isolate: false,
    },
  });
}

/** The main site, served at the root; `plugins` are the site's own (its events feed). */
export function siteConfig({ plugins }: { plugins?: PluginOption[] } = {}): ViteUserConfig {
  return appConfig({
    plugins,
    // Everything the entry imports statically (React, the router, Emotion, the
    // site's shell) in one chunk with the entry, instead of a dozen small ones
    // that every page loads anyway: fewer requests, better compression. (So the
    // entry must not await a page at its top level: the page's chunk imports it.)
    output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }, ...siteRecordChunks] } },
  });
}

/**
 * A Design-a-thon edition, served under /designathon/<yy>/ (`yy` is the two-digit year, e.g. "24"),
 * with its winners' screens from the board's photos (`@duci/shell/winner-screens` reads them).
 */
export function editionConfig(yy: string): ViteUserConfig {
  if (!/^\d{2}$/.test(yy)) throw new Error(`editionConfig needs a two-digit year, such as "24", not "${yy}"`);
  return appConfig({
    base: `/designathon/${yy}/`,
    plugins: [photosBuildPlugin({ edition: 2000 + Number(yy) })],
    output: { codeSplitting: { groups: [editionRecordChunk] } },
  });
}
