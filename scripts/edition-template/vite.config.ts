import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/designathon/__YY__/",
  plugins: [react(), outlineSvgText()],
  build: { outDir: "dist", emptyOutDir: true },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test-setup.ts"],
  },
});
