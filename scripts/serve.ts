// Serves dist/ on loopback the way a static host does: /about redirects to
// /about/, /about/ gives about/index.html, an unknown path gives 404.html with
// status 404. Never a single-page fallback. Like Netlify and Cloudflare Pages,
// it adds the headers dist/_headers gives each path, and never serves that file;
// with SERVE_HEADERS=off it ignores them, as GitHub Pages (where the site is
// deployed) does, so the end-to-end suite meets the pages as visitors do.
// Only GET and HEAD (405 otherwise); only files whose real path is inside dist/
// (a symlink out, or "..%2f", is a 404 like any unknown path); malformed
// percent-encoding is a 400. No request can stop it, and a visitor who leaves
// mid-download leaves no open file behind (scripts/serve.test.ts).
import { type FileHandle, open, readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, relative, resolve, sep } from "node:path";
import { pipeline } from "node:stream";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.SERVE_DIR ?? "dist");
// Files are served only from inside dist/ as it really is: a symlink is followed only if it
// stays there, so dist/ can hold no door to its siblings (dist-private/, dist.env).
const realRoot = await realpath(root).catch(() => {
  console.error(`Nothing to serve: ${root} does not exist (run pnpm build first).`);
  process.exit(1);
});
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
};

/** A rule of _headers: a path (or a prefix ending in "*") and the headers it gets. */
interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** The rules of _headers; none with SERVE_HEADERS=off. */
async function headerRules(): Promise<HeaderRule[]> {
  if (process.env.SERVE_HEADERS === "off") return [];
  let text: string;
  try {
    text = await readFile(join(root, "_headers"), "utf8");
  } catch {
    return [];
  }
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const rules = await headerRules();

function headersFor(pathname: string): Record<string, string> {
  const matches = rules.filter(({ pattern }) =>
    pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
  return Object.assign({}, ...matches.map(({ headers }) => headers));
}

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** A short answer of our own (400, 404 without a 404.html, 405, 500), with the site-wide headers. */
function answer(res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, {
    ...headersFor("/404.html"),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-cache",
    ...extra,
  });
  res.end(`${text}\n`);
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  pathname: string,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    // No descriptor left (EMFILE), or the file went away: answer, never throw.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EMFILE" || code === "ENFILE") answer(res, 503, "Busy", { "Retry-After": "1" });
    else if (status === 404) answer(res, 404, "Not found");
    else answer(res, 500, "Could not read the file");
    return;
  }
  const type = types[extname(file)] ?? "application/octet-stream";
  const cache = `${sep}${relative(realRoot, file)}`.includes(`${sep}assets${sep}`)
    ? "public, max-age=31536000, immutable"
    : "no-cache";
  const headers: OutgoingHttpHeaders = {
    ...(status === 200 ? headersFor(pathname) : headersFor("/404.html")),
    "Content-Type": type,
    "Cache-Control": cache,
    Vary: "Accept-Encoding",
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  // Compressed like a real host, so the benchmark's byte counts are what visitors download.
  res.writeHead(status, gzip ? { ...headers, "Content-Encoding": "gzip" } : headers);
  if (req.method === "HEAD") {
    await handle.close();
    res.end();
    return;
  }
  // pipeline destroys every stream, and so closes the file, when the visitor goes away mid-download.
  const streams = [handle.createReadStream(), ...(gzip ? [createGzip()] : []), res];
  pipeline(streams, () => {});
}

/** The real path of a file or folder, through symlinks; null unless it is inside dist/ as it really is. */
async function inside(path: string): Promise<string | null> {
  try {
    const real = await realpath(path);
    return real === realRoot || real.startsWith(realRoot + sep) ? real : null;
  } catch {
    return null;
  }
}

async function kindOf(real: string): Promise<"file" | "dir" | null> {
  try {
    const info = await stat(real);
    return info.isFile() ? "file" : info.isDirectory() ? "dir" : null;
  } catch {
    return null;
  }
}

async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    answer(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
    return;
  }
  // The request target as sent: origin form ("/about/?x") or, from a proxy, absolute form.
  // Never `new URL(req.url, base)`: "//%5B" reads as a host there, and throws.
  let target = req.url ?? "";
  if (!target.startsWith("/")) {
    try {
      const url = new URL(target);
      target = url.pathname + url.search;
    } catch {
      answer(res, 400, "Bad request");
      return;
    }
  }
  const query = target.indexOf("?");
  const rawPath = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? "" : target.slice(query).replace(/[^!-~]/g, encodeURIComponent);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    answer(res, 400, "Bad request: malformed percent-encoding");
    return;
  }
  // The path the request names inside dist/, with "/" separators ("/about/"), for _headers and redirects.
  const within = relative(root, join(root, decoded)).split(sep).join("/");
  const pathname = `/${within}${within && decoded.endsWith("/") ? "/" : ""}`;
  // "//about/" names no page of the site (its pages hydrate only at their own paths): not found.
  const outside = within === ".." || within.startsWith("../") || decoded.includes("\0") || decoded.includes("//");
  const real = outside || pathname === "/_headers" ? null : await inside(join(root, within));
  const kind = real === null || real === join(realRoot, "_headers") ? null : await kindOf(real);
  // A file is never a folder: "/about/index.html/" is not found, as on a host.
  if (real && kind === "file" && !pathname.endsWith("/")) return send(req, res, 200, real, pathname);
  if (real && kind === "dir") {
    if (!pathname.endsWith("/")) {
      const location = pathname.split("/").map(encodeURIComponent).join("/");
      res.writeHead(301, { Location: `${location}/${search}` }).end();
      return;
    }
    const index = await inside(join(real, "index.html"));
    if (index && (await kindOf(index)) === "file") return send(req, res, 200, index, pathname);
  }
  return send(req, res, 404, join(root, "404.html"), pathname);
}

const server = createServer((req, res) => {
  respond(req, res).catch((error) => {
    console.error(`${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) answer(res, 500, "Internal error");
    else res.destroy();
  });
});

server.listen(port, host, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Serving ${root} at http://${host}:${listening}/`);
});
