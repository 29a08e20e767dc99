// The image plugins every app's Vite config adds: people's photos through the
// pipeline (`?photo` imports) and the drawn portraits while developing.
import type { Plugin } from "vite";
import { photoPlugin } from "./photo.ts";
import { portraitsPlugin } from "./portraits-plugin.ts";

/** `portraitSeeds`: portraits a build without prerendering (Storybook) emits. */
export function imagePlugins({ portraitSeeds }: { portraitSeeds?: readonly string[] } = {}): Plugin[] {
  return [photoPlugin(), portraitsPlugin({ seeds: portraitSeeds })];
}
