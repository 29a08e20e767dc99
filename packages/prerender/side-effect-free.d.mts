import type { Plugin } from "vite";

export declare function sideEffectFreeDependencies(): Plugin;
