// Serves the drawn portraits while developing (the app's dev server and
// Storybook). In a site build the prerender step writes the portraits its pages
// use; a build without prerendering (Storybook) lists the seeds it needs.
import type { Plugin } from "vite";
import { PORTRAIT_DIR, parsePortraitFileName, portraitFiles, portraitWebp } from "./portrait.ts";

/** `seeds`: the portraits a build without prerendering (Storybook) emits. */
export function portraitsPlugin({ seeds = [] }: { seeds?: readonly string[] } = {}): Plugin {
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
        const file = path.startsWith(prefix) ? parsePortraitFileName(path.slice(prefix.length)) : null;
        if (!file) return next();
        portraitWebp(file.seed, file.width).then((data) => {
          res.setHeader("Content-Type", "image/webp");
          res.end(data);
        }, next);
      });
    },
    async generateBundle() {
      for (const seed of seeds) {
        for (const { fileName, data } of await portraitFiles(seed)) {
          this.emitFile({ type: "asset", fileName: `${PORTRAIT_DIR}/${fileName}`, source: data });
        }
      }
    },
  };
}
