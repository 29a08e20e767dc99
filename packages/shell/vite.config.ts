import { imagePlugins } from "@duci/images/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), ...imagePlugins()],
  test: {
    environment: "happy-dom",
    // The setup every app and package shares.
    setupFiles: ["@duci/vite-config/test-setup"],
    // Rendering every story takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // One happy-dom and one module graph for all the test files (each cleans up after itself).
    isolate: false,
  },
});
