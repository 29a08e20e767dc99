import { defineConfig } from "vitest/config";

// Encoding AVIF and WebP files takes seconds on a busy 2-core machine; the default 5 s is too tight.
export default defineConfig({ test: { testTimeout: 30_000 } });
