// The loader hook behind asset-urls.mjs: an image or font module exports its own file URL.
const asset = /\.(svg|png|jpe?g|webp|avif|gif|woff2?)$/;

export async function load(url, context, nextLoad) {
  if (asset.test(new URL(url).pathname)) {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
