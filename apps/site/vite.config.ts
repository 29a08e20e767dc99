import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { eventsBuildPlugin } from "./src/events/events-build-plugin.ts";

export default defineConfig({
  plugins: [react(), outlineSvgText(), eventsBuildPlugin()],
  build: { outDir: "dist", emptyOutDir: true },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
