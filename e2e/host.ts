// The suite's server (playwright.config.ts) serves dist/ as GitHub Pages, where
// the site is deployed, does: without the headers of dist/_headers. A test of
// those headers, which Netlify or Cloudflare Pages would send, starts a server
// of its own that applies them.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("../scripts/serve.ts", import.meta.url));
/** tsx's command line, which runs the server as `pnpm start` does. */
const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));

/** scripts/serve.ts on a free loopback port with dist/_headers applied; its address and a way to stop it. */
export async function startHostWithHeaders(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [tsx, script], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SERVE_HEADERS: "on" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const address = / at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", () => reject(new Error(`the server stopped:\n${output}`)));
  });
  return { url, stop: () => child.kill() };
}

/**
 * Another site, on its own origin (localhost, where the suite's pages are on 127.0.0.1),
 * answering every request with `html`. A real server on loopback: Chromium lets a page
 * answered by page.route, which counts as public, frame no loopback page at all.
 */
export async function startOtherSite(html: string): Promise<{ url: string; stop: () => void }> {
  const server = createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
