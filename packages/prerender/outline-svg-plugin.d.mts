import type { Plugin } from "vite";

/** Outlines the live text of every SVG the build imports or copies from public/. */
export function outlineSvgText(): Plugin;
