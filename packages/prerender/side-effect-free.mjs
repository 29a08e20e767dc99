// Node before version 22 cannot load TypeScript: tsx compiles the module on load.
import { tsImport } from "tsx/esm/api";

export const { sideEffectFreeDependencies } = await tsImport("./side-effect-free.ts", import.meta.url);
