import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { icsFeedPlugin } from "./src/events/ics-feed-plugin.ts";

export default defineConfig({
  plugins: [react(), icsFeedPlugin()],
  // Every browser we support preloads modules itself: no polyfill in the entry.
  build: { outDir: "dist", emptyOutDir: true, modulePreload: { polyfill: false } },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
