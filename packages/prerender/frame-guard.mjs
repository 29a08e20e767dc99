// Node before version 22 cannot load TypeScript: tsx compiles the module on load.
import { tsImport } from "tsx/esm/api";

export const { FRAME_GUARD_ID, frameGuard, hideWhenFramed, showUnlessFramed, showUnlessFramedElsewhere } =
  await tsImport("./frame-guard.ts", import.meta.url);
