// Node before version 22 cannot load TypeScript: tsx compiles the module on load.
import { tsImport } from "tsx/esm/api";

export const { outlineSvgText } = await tsImport("./outline-svg-plugin.ts", import.meta.url);
