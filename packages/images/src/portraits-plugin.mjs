// Serves the drawn portraits while developing (the app's dev server and
// Storybook). In a site build the prerender step writes the portraits its pages
// use; a build without prerendering (Storybook) lists the seeds it needs.
import { PORTRAIT_DIR, portraitSvg, SEED_PATTERN } from "./portrait.mjs";

/** @param {{ seeds?: readonly string[] }} [options] */
export function portraitsPlugin({ seeds = [] } = {}) {
  let base = "/";
  return {
    name: "duci-portraits",
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        const prefix = `${base}${PORTRAIT_DIR}/`;
        if (!path.startsWith(prefix) || !path.endsWith(".svg")) return next();
        const seed = path.slice(prefix.length, -".svg".length);
        if (!SEED_PATTERN.test(seed)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(portraitSvg(seed));
      });
    },
    generateBundle() {
      for (const seed of seeds) {
        this.emitFile({ type: "asset", fileName: `${PORTRAIT_DIR}/${seed}.svg`, source: portraitSvg(seed) });
      }
    },
  };
}
