// The image plugins every app's Vite config adds: people's photos through the
// pipeline (`?photo` imports) and the drawn portraits while developing.
import { photoPlugin } from "./photo.mjs";
import { portraitsPlugin } from "./portraits-plugin.mjs";

/** @param {{ portraitSeeds?: readonly string[] }} [options] */
export function imagePlugins({ portraitSeeds } = {}) {
  return [photoPlugin(), portraitsPlugin({ seeds: portraitSeeds })];
}
