// Node before version 22 cannot load TypeScript: tsx compiles the module on load.
import { tsImport } from "tsx/esm/api";

export const { prerender } = await tsImport("./prerender.ts", import.meta.url);
