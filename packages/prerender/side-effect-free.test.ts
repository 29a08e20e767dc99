import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { test } from "node:test";
import { markReactRouterPure } from "./side-effect-free.ts";

/** The installed React Router's code, resolved the way the site resolves it (through react-router-dom). */
async function installedReactRouter() {
  const fromSite = createRequire(new URL("../../apps/site/package.json", import.meta.url));
  const fromDom = createRequire(fromSite.resolve("react-router-dom"));
  const entry = fromDom.resolve("react-router").replace(/index\.js$/, "index.mjs");
  const index = await readFile(entry, "utf8");
  const chunks = [...new Set(index.match(/chunk-[\w-]+\.mjs/g))];
  assert.ok(chunks.length > 0, "react-router's entry re-exports its chunks");
  const code = await Promise.all(chunks.map((chunk) => readFile(new URL(chunk, `file://${entry}`), "utf8")));
  return code.join("\n");
}

test("the installed React Router's top-level components become pure and lose their labels", async () => {
  const marked = markReactRouterPure(await installedReactRouter());
  for (const name of ["Link", "NavLink", "Form"]) {
    assert.match(marked, new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, "m"), name);
  }
  assert.match(marked, /^var [\w$]+ = \/\* @__PURE__ \*\/ React\d*\.memo\(/m, "memoized components too");
  assert.doesNotMatch(marked, /^[\w$]+\.displayName = /m);
});

test("every change stays within its line, and calls inside functions are left as they are", async () => {
  const code = await installedReactRouter();
  const marked = markReactRouterPure(code);
  assert.equal(marked.split("\n").length, code.split("\n").length, "the source map still points at the right lines");
  const inner = code.split("\n").filter((line) => /^\s+.*React\d*\.(?:forwardRef|memo)\(/.test(line));
  assert.ok(inner.length > 0, "React Router makes components inside functions too");
  for (const line of inner) assert.ok(marked.includes(line), line);
  const indentedPure = (text: string) => text.match(/^[ \t]+.*\/\* @__PURE__ \*\//gm)?.length ?? 0;
  assert.equal(indentedPure(marked), indentedPure(code), "no call inside a function is marked");
});
