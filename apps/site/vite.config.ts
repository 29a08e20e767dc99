import { imagePlugins } from "@duci/images/vite";
import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import { sideEffectFreeDependencies } from "@duci/prerender/side-effect-free";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { eventsBuildPlugin } from "./src/events/events-build-plugin.ts";

export default defineConfig({
  plugins: [react(), outlineSvgText(), sideEffectFreeDependencies(), eventsBuildPlugin(), ...imagePlugins()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser we support preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Artwork stays a file: inlined, it would weigh on the page's script and its HTML.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Everything the entry imports statically (React, the router, Emotion, the
      // site's shell) in one chunk with the entry, instead of a dozen small ones
      // that every page loads anyway: fewer requests, better compression. (So the
      // entry must not await a page at its top level: the page's chunk imports it.)
      output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } },
    },
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
