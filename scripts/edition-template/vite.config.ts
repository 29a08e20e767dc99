import { imagePlugins } from "@duci/images/vite";
import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import { sideEffectFreeDependencies } from "@duci/prerender/side-effect-free";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/designathon/__YY__/",
  plugins: [react(), outlineSvgText(), sideEffectFreeDependencies(), ...imagePlugins()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser we support preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Artwork stays a file: inlined, it would weigh on the page's script and its HTML.
    assetsInlineLimit: 0,
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
