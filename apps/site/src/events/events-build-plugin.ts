import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

type FeedModule = typeof import("./events-ics-feed.ts");

// The feed's modules are TypeScript workspace sources that plain Node cannot
// import from the config, so Vite's module runner loads them.
async function feed(): Promise<string> {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport<FeedModule>(fileURLToPath(new URL("./events-ics-feed.ts", import.meta.url)));
  return module.eventsIcsFeed(new Date());
}

/**
 * Writes /events.ics, a subscribable calendar of the bundled events in Pacific
 * time, into the client build (and serves it from the dev server).
 */
export function icsFeedPlugin(): Plugin {
  return {
    name: "duci-events-ics",
    apply: (_config, env) => !env.isSsrBuild,
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: "events.ics", source: await feed() });
    },
    configureServer(server) {
      server.middlewares.use("/events.ics", (_request, response) => {
        feed().then((text) => {
          response.setHeader("content-type", "text/calendar; charset=utf-8");
          response.end(text);
        });
      });
    },
  };
}
