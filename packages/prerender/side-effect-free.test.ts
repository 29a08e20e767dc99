import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { test } from "node:test";
import { markReactRouterPure } from "./side-effect-free.ts";

const snippet = [
  "var Link = React10.forwardRef(",
  "  function LinkWithRef(props, ref) { return React10.createElement('a', props); }",
  ");",
  'Link.displayName = "Link";',
  "var MemoizedDataRoutes = React3.memo(DataRoutes2);",
  "function useThing() { const value = React10.memo(inner); return value; }",
].join("\n");

test("React Router's top-level components become pure and lose their labels, line for line", () => {
  const marked = markReactRouterPure(snippet);
  assert.equal(marked.split("\n").length, snippet.split("\n").length);
  assert.match(marked, /^var Link = \/\* @__PURE__ \*\/ React10\.forwardRef\($/m);
  assert.match(marked, /^var MemoizedDataRoutes = \/\* @__PURE__ \*\/ React3\.memo\(DataRoutes2\);$/m);
  assert.doesNotMatch(marked, /displayName/);
  // Calls inside functions are left as they are.
  assert.match(marked, /const value = React10\.memo\(inner\)/);
});

test("the installed React Router still has the shape the plugin expects", async () => {
  // Resolved the way the site resolves it, through react-router-dom.
  const fromSite = createRequire(new URL("../../apps/site/package.json", import.meta.url));
  const fromDom = createRequire(fromSite.resolve("react-router-dom"));
  const entry = fromDom.resolve("react-router").replace(/index\.js$/, "index.mjs");
  const index = await readFile(entry, "utf8");
  const chunks = [...new Set(index.match(/chunk-[\w-]+\.mjs/g))];
  assert.ok(chunks.length > 0, "react-router's entry re-exports its chunks");
  const code = await Promise.all(chunks.map((chunk) => readFile(new URL(chunk, `file://${entry}`), "utf8")));
  const marked = markReactRouterPure(code.join("\n"));
  for (const name of ["Link", "NavLink", "Form"]) {
    assert.match(marked, new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, "m"), name);
  }
  assert.doesNotMatch(marked, /^[\w$]+\.displayName = /m);
});
