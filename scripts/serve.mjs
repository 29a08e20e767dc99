// Serves dist/ on loopback the way a static host does: /about redirects to
// /about/, /about/ gives about/index.html, an unknown path gives 404.html with
// status 404. Never a single-page fallback. Like Netlify and Cloudflare Pages,
// it adds the headers dist/_headers gives each path, and never serves that file.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.SERVE_DIR ?? "dist");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const types = {
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

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? "file" : info.isDirectory() ? "dir" : null;
  } catch {
    return null;
  }
}

/** The rules of _headers: a path (or a prefix ending in "*") and its headers. */
async function headerRules() {
  let text;
  try {
    text = await readFile(join(root, "_headers"), "utf8");
  } catch {
    return [];
  }
  const rules = [];
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

function headersFor(pathname) {
  const matches = rules.filter(({ pattern }) =>
    pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
  return Object.assign({}, ...matches.map(({ headers }) => headers));
}

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

function send(req, res, status, file, pathname) {
  const type = types[extname(file)] ?? "application/octet-stream";
  const cache = file.includes(`${join("assets", "")}`) ? "public, max-age=31536000, immutable" : "no-cache";
  const headers = {
    ...(status === 200 ? headersFor(pathname) : headersFor("/404.html")),
    "Content-Type": type,
    "Cache-Control": cache,
    Vary: "Accept-Encoding",
  };
  // Compressed like a real host, so the benchmark's byte counts are what visitors download.
  if (compressible.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    res.writeHead(status, { ...headers, "Content-Encoding": "gzip" });
    createReadStream(file).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = "/";
  }
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  const kind = pathname === "/_headers" ? null : await fileAt(file);
  if (kind === "file") return send(req, res, 200, file, pathname);
  if (kind === "dir") {
    if (!pathname.endsWith("/")) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const index = join(file, "index.html");
    if ((await fileAt(index)) === "file") return send(req, res, 200, index, pathname);
  }
  send(req, res, 404, join(root, "404.html"), pathname);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
