// Node before version 22 cannot load TypeScript: tsx compiles the module on load.
import { tsImport } from "tsx/esm/api";

export const { embedsFont, hasLiveText, outlineText } = await tsImport("./outline-text.ts", import.meta.url);
