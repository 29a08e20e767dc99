import { imagePlugins } from "@duci/images/vite";
import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/designathon/__YY__/",
  plugins: [react(), outlineSvgText(), ...imagePlugins()],
  // Every browser we support preloads modules itself: no polyfill in the entry.
  build: { outDir: "dist", emptyOutDir: true, modulePreload: { polyfill: false } },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
