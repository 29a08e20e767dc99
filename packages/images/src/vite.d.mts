import type { Plugin } from "vite";
/** `portraitSeeds`: portraits a build without prerendering (Storybook) emits. */
export declare function imagePlugins(options?: { portraitSeeds?: readonly string[] }): Plugin[];
