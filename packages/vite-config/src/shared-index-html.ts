// Every app's page template is this package's index.html: Vite builds and serves
// it as the app's own `index.html` (so it is still written to dist/index.html,
// and `/src/entry-client.tsx` is the app's entry), though the app has no copy.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { normalizePath, type Plugin } from "vite";

const template = fileURLToPath(new URL("../index.html", import.meta.url));

export function sharedIndexHtml(): Plugin {
  let appIndex = "";
  return {
    name: "duci:shared-index-html",
    enforce: "pre",
    configResolved(config) {
      appIndex = normalizePath(`${config.root}/index.html`);
    },
    resolveId(id) {
      return normalizePath(id) === appIndex ? appIndex : undefined;
    },
    load(id) {
      return id === appIndex ? readFile(template, "utf8") : undefined;
    },
    // The dev server answers a page with the template, after its own fallback
    // has turned every page address into /index.html.
    configureServer(server) {
      server.watcher.add(template);
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.url?.split("?")[0];
          if (url !== "/index.html") return next();
          try {
            const source = await readFile(template, "utf8");
            const html = await server.transformIndexHtml(url, source, request.originalUrl);
            response.setHeader("Content-Type", "text/html");
            response.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
