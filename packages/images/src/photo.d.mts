import type { Plugin } from "vite";
export declare const PHOTO_WIDTHS: number[];
export declare function renderPhoto(
  source: Buffer,
  widths?: readonly number[],
): Promise<{ format: "avif" | "webp"; width: number; data: Buffer }[]>;
export declare function photoPlugin(options?: { cacheDir?: string }): Plugin;
