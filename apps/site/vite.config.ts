import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { icsFeedPlugin } from "./src/events/ics-feed-plugin.ts";

export default defineConfig({
  plugins: [react(), outlineSvgText(), icsFeedPlugin()],
  build: { outDir: "dist", emptyOutDir: true },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
