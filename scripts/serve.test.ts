// `pnpm start`'s static server (serve.ts) under hostile requests: it is
// started on a small dist-like folder with secrets beside it (a sibling
// dist-private/ and dist.env, symlinks pointing out), then given odd bytes,
// encodings, long paths, methods and aborted downloads. It must stay up,
// answer as a static host does, serve nothing outside dist/ and keep its
// count of open file descriptors flat.
// Run by `pnpm test:scripts` (`tsx --test scripts/serve.test.ts`); a few seconds.
import assert from "node:assert/strict";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, type IncomingMessage, request } from "node:http";
import { type AddressInfo, connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const script = fileURLToPath(new URL("serve.ts", import.meta.url));
/** tsx's command line, which runs the script as `pnpm start` does. */
const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
const SECRET = "SECRET-7f3a";
const pages: Record<string, string> = {
  "index.html": "<!doctype html><title>home</title>",
  "404.html": "<!doctype html><title>not found</title>",
  "about/index.html": "<!doctype html><title>about</title>",
  "assets/app-4f2a.js": "console.log('app');",
  "events.ics": "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
};
const headersFile =
  "/*\n  X-Content-Type-Options: nosniff\n\n/about/\n  X-Page: about\n\n/404.html\n  X-Page: not-found\n";

let base = "";
let port = 0;
let server: ChildProcess | undefined;
let serverOutput = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** serve.ts on a free port, optionally under a limit of open descriptors (ulimit -n) or with more settings. */
async function start(
  dist: string,
  descriptorLimit?: number,
  settings: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const free = await freePort();
  const env = { ...process.env, PORT: String(free), HOST: "127.0.0.1", SERVE_DIR: dist, ...settings };
  const child = descriptorLimit
    ? spawn("sh", ["-c", `ulimit -n ${descriptorLimit} && exec "${process.execPath}" "${tsx}" "${script}"`], { env })
    : spawn(process.execPath, [tsx, script], { env });
  child.stdout?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  for (let attempt = 0; !serverOutput.includes(`:${free}/`); attempt++) {
    assert.ok(attempt < 100 && child.exitCode === null, `the server did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port: free };
}

before(async () => {
  base = await mkdtemp(join(tmpdir(), "duci-serve-"));
  const dist = join(base, "dist");
  for (const [path, text] of Object.entries(pages)) {
    await mkdir(join(dist, path, ".."), { recursive: true });
    await writeFile(join(dist, path), text);
  }
  await writeFile(join(dist, "_headers"), headersFile);
  // Large enough to be mid-download when a client goes away.
  await writeFile(join(dist, "big.txt"), "a line of text that compresses\n".repeat(300_000));
  await mkdir(join(base, "dist-private"));
  await writeFile(join(base, "dist-private", "secret.txt"), SECRET);
  await writeFile(join(base, "dist-private", "index.html"), SECRET);
  await writeFile(join(base, "dist.env"), SECRET);
  await symlink("../dist-private/secret.txt", join(dist, "leak.txt"));
  await symlink("../dist-private", join(dist, "private-dir"));
  await symlink("about/index.html", join(dist, "inside-link.html"));

  ({ child: server, port } = await start(dist));
});

after(async () => {
  server?.kill();
  if (base) await rm(base, { recursive: true, force: true });
});

function assertUp() {
  assert.equal(server?.exitCode, null, `the server exited:\n${serverOutput}`);
}

/** A response's status, headers and body (latin1, gunzipped when sent compressed). */
interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A well-formed request; the answer's status, headers and (decompressed) body. */
function get(
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        let body = Buffer.concat(chunks);
        if (res.headers["content-encoding"] === "gzip") body = gunzipSync(body);
        resolve({ status: res.statusCode, headers: res.headers, body: body.toString("latin1") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Any bytes on a fresh connection; the raw answer (or "" if the server only hung up). */
function raw(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(bytes.toString("latin1").slice(0, 120))}`));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", () => {});
    socket.write(bytes);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/**
 * The process that serves: tsx runs the script in a Node process of its own,
 * a child of the one started here.
 */
function servingPid(child: ChildProcess): string {
  const pid = execFileSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" }).trim();
  assert.match(pid, /^\d+$/, `one process serves, under tsx's (${child.pid})`);
  return pid;
}

/** Open file descriptors of the server process. */
function openHandles() {
  assert.ok(server);
  const pid = servingPid(server);
  if (existsSync(`/proc/${pid}/fd`)) return readdirSync(`/proc/${pid}/fd`).length;
  return execFileSync("lsof", ["-p", pid], { encoding: "utf8" }).trim().split("\n").length - 1;
}

async function settledHandles(atMost: number): Promise<number> {
  let count = openHandles();
  for (let attempt = 0; attempt < 50 && count > atMost; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = openHandles();
  }
  return count;
}

test("answers as a static host: pages, redirects, 404.html, _headers and gzip", async () => {
  const home = await get("/");
  assert.equal(home.status, 200);
  assert.equal(home.body, pages["index.html"]);
  assert.equal(home.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(home.headers["x-content-type-options"], "nosniff");

  const about = await get("/about/");
  assert.equal(about.status, 200);
  assert.equal(about.body, pages["about/index.html"]);
  assert.equal(about.headers["x-page"], "about");
  assert.equal((await get("/about/index.html")).body, pages["about/index.html"]);
  assert.equal((await get("/about/index.html/")).status, 404);

  const bare = await get("/about?from=nav");
  assert.equal(bare.status, 301);
  assert.equal(bare.headers.location, "/about/?from=nav");

  const missing = await get("/no-such-page");
  assert.equal(missing.status, 404);
  assert.equal(missing.body, pages["404.html"]);
  assert.equal(missing.headers["x-page"], "not-found");
  assert.equal(missing.headers["x-content-type-options"], "nosniff");

  const asset = await get("/assets/app-4f2a.js");
  assert.equal(asset.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal(asset.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal((await get("/events.ics")).headers["content-type"], "text/calendar; charset=utf-8");

  const zipped = await get("/about/", { headers: { "accept-encoding": "gzip, br" } });
  assert.equal(zipped.headers["content-encoding"], "gzip");
  assert.equal(zipped.body, pages["about/index.html"]);

  const head = await get("/about/", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(head.body, "");

  // A symlink that stays inside dist/ is served like its target.
  assert.equal((await get("/inside-link.html")).body, pages["about/index.html"]);
  assertUp();
});

test("serves dist/ reached through a symlink (as /tmp is on macOS)", async (t) => {
  await symlink(join(base, "dist"), join(base, "dist-link"));
  const linked = await start(join(base, "dist-link"));
  t.after(() => linked.child.kill());
  const about = await fetch(`http://127.0.0.1:${linked.port}/about/`);
  assert.equal(about.status, 200);
  assert.equal(await about.text(), pages["about/index.html"]);
  assert.equal((await fetch(`http://127.0.0.1:${linked.port}/leak.txt`)).status, 404);
});

test("with SERVE_HEADERS=off it sends none of _headers, as GitHub Pages, and still never serves the file", async (t) => {
  const pages = await start(join(base, "dist"), undefined, { SERVE_HEADERS: "off" });
  t.after(() => pages.child.kill());
  const about = await fetch(`http://127.0.0.1:${pages.port}/about/`);
  assert.equal(about.status, 200);
  assert.equal(about.headers.get("x-content-type-options"), null);
  assert.equal(about.headers.get("x-page"), null);
  const missing = await fetch(`http://127.0.0.1:${pages.port}/no-such-page`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get("x-page"), null);
  assert.equal((await fetch(`http://127.0.0.1:${pages.port}/_headers`)).status, 404);
});

test("a path that does not parse as a URL is not fatal", async () => {
  for (const path of ["//%5B", "//[", "//%5B/x", "//user@host:99999/", "//a b", "//%"]) {
    const answer = await raw(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, "latin1"));
    assert.ok([400, 404].includes(statusOf(answer)), `${path}: ${answer.slice(0, 40)}`);
    assertUp();
  }
  // An empty segment names no page (the site's router would not find one there either).
  for (const path of ["//", "///about/", "//about", "/about//", "/about%2f%2f"]) {
    assert.equal((await get(path)).status, 404, path);
  }
});

test("serves nothing outside dist/ and never _headers: 404, as an unknown path", async () => {
  const outside = [
    "/..%2fdist-private/secret.txt",
    "/..%2Fdist-private/secret.txt",
    "/..%2fdist.env",
    "/%2e%2e%2fdist.env",
    "/about/..%2f..%2fdist.env",
    "/..%2fdist-private/",
    "/..%2fdist-private",
    "/../dist-private/secret.txt",
    "/leak.txt",
    "/private-dir/secret.txt",
    "/private-dir/",
    "/private-dir",
    "/_headers",
    "/.//_headers",
    "//_headers",
    "/%5fheaders",
    "/about/..%2f_headers",
    "/./_headers",
  ];
  for (const path of outside) {
    const answer = await get(path);
    assert.equal(answer.status, 404, path);
    assert.equal(answer.body, pages["404.html"], path);
  }
  assertUp();
});

test("answers 405 with Allow to methods other than GET and HEAD", async () => {
  for (const method of ["POST", "PUT", "DELETE", "TRACE", "OPTIONS", "PATCH", "PROPFIND"]) {
    const answer = await get("/about/", { method });
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.allow, "GET, HEAD", method);
    assert.ok(!answer.body.includes("about"), method);
  }
  assertUp();
});

test("malformed percent-encoding is a bad request, not the home page", async () => {
  for (const path of ["/%", "/%zz", "/about/%E0%A4%A", "/%C0%AF", "/%ff", "/about%", "/%%2f"]) {
    const answer = await get(path);
    assert.equal(answer.status, 400, path);
    assert.notEqual(answer.body, pages["index.html"], path);
  }
  assertUp();
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("stays up through fuzzed requests, serving no secret", async () => {
  const next = random(27);
  const pick = (list: readonly string[]): string => list[Math.floor(next() * list.length)] ?? "";
  // Pieces that make a path worth resolving, and pieces that make it odd.
  const pieces = ["/", "/", "about", "index.html", "_headers", "dist-private", "secret.txt", "dist.env", "leak.txt"];
  pieces.push("private-dir", "inside-link.html", "assets", "..", ".", "//", "%2f", "%2F", "%2e", "%2e%2e", "%5c");
  const odd = ["\\", "%", "%zz", "%00", "%5B", "[", "]", "@", ":", "?", "#", "%3f", "%23", "%C0%AF", "%E0%A4%A"];
  odd.push("%ff", "\u00e9", "\u00ff", "~", ";", "%20", "%0d%0a", "%u002e");
  const methods = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "TRACE", "get", "G\u00c9T", ""];
  const statuses = new Set([200, 301, 400, 404, 405, 414, 431, 501, 505]);
  const counts: Record<number, number> = {};
  for (let round = 0; round < 60; round++) {
    const batch: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      let target = "/";
      const length = next() < 0.05 ? 3000 : Math.floor(next() * 12);
      for (let piece = 0; piece < length; piece++) target += pick(next() < 0.85 ? pieces : odd);
      if (next() < 0.1) {
        // Raw bytes of every kind, control characters included.
        for (let byte = Math.floor(next() * 6); byte > 0; byte--)
          target += String.fromCharCode(Math.floor(next() * 256));
      }
      if (next() < 0.05) target = `http://127.0.0.1:${port}${target}`;
      if (next() < 0.03) target = "*";
      const version = next() < 0.05 ? "HTTP/9.9" : "HTTP/1.1";
      const text = `${pick(methods)} ${target} ${version}\r\nHost: x\r\nConnection: close\r\n${
        next() < 0.3 ? "Accept-Encoding: gzip\r\n" : ""
      }\r\n`;
      batch.push(
        raw(Buffer.from(text, "latin1")).then((answer) => {
          const status = statusOf(answer);
          // Node's parser may refuse a request outright and just hang up (status 0).
          assert.ok(status === 0 || statuses.has(status), `${JSON.stringify(text)} → ${answer.slice(0, 60)}`);
          assert.ok(!answer.includes(SECRET), `${JSON.stringify(text)} served a secret`);
          counts[status] = (counts[status] ?? 0) + 1;
        }),
      );
    }
    await Promise.all(batch);
    assertUp();
  }
  assert.ok((counts[404] ?? 0) > 0 && (counts[400] ?? 0) > 0, JSON.stringify(counts));
  assert.equal((await get("/")).status, 200);
});

test("aborted downloads leave no open file behind", async () => {
  for (let i = 0; i < 5; i++) await get("/big.txt");
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = openHandles();

  const abort = (gzip: boolean, early: boolean) =>
    new Promise<void>((resolve) => {
      const req = request({
        host: "127.0.0.1",
        port,
        path: "/big.txt",
        agent: false,
        headers: gzip ? { "accept-encoding": "gzip" } : {},
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.on("response", (res) => res.once("data", () => req.destroy()));
      req.end();
      if (early) setImmediate(() => req.destroy());
    });
  for (let round = 0; round < 30; round++) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => abort(i % 2 === 0, i % 5 === 4)));
  }
  assertUp();
  const after = await settledHandles(baseline + 2);
  assert.ok(after <= baseline + 2, `open handles went from ${baseline} to ${after} after 300 aborted downloads`);
  assert.equal((await get("/about/")).status, 200);
});

test("out of file descriptors, it turns requests away and stays up", async (t) => {
  const limited = await start(join(base, "dist"), 48);
  t.after(() => limited.child.kill());
  const responses: IncomingMessage[] = [];
  const downloads = Array.from(
    { length: 120 },
    (_, i) =>
      new Promise((resolve) => {
        const req = request({
          host: "127.0.0.1",
          port: limited.port,
          path: i % 2 ? "/big.txt" : "/nope",
          agent: false,
        });
        req.on("response", (res) => {
          // Held open, unread: each keeps its socket and file.
          res.pause();
          responses.push(res);
          resolve(res.statusCode);
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code));
        req.end();
      }),
  );
  const outcomes = await Promise.all(downloads);
  assert.ok(
    outcomes.some((outcome) => outcome === 503 || outcome === "ECONNRESET"),
    outcomes.join(" "),
  );
  for (const res of responses) res.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(limited.child.exitCode, null, `the server exited:\n${serverOutput}`);
  const home = await fetch(`http://127.0.0.1:${limited.port}/`);
  assert.equal(home.status, 200);
});
