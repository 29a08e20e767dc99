// The loader hook behind asset-urls.ts: an image or font module exports its own file URL.
import type { LoadHook } from "node:module";

const asset = /\.(svg|png|jpe?g|webp|avif|gif|woff2?)$/;

export const load: LoadHook = async (url, context, nextLoad) => {
  if (asset.test(new URL(url).pathname)) {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
};
