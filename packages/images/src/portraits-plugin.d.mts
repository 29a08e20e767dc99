import type { Plugin } from "vite";
export declare function portraitsPlugin(options?: { seeds?: readonly string[] }): Plugin;
