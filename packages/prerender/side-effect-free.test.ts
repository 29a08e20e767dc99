import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { sideEffectFreeDependencies } from "./side-effect-free.ts";

// What the site takes from React Router (apps/site/src): the browser's router and three hooks.
const siteImports = "BrowserRouter, useLocation, useNavigate, useSearchParams";

/** The installed React Router as the site bundles it, minified: only the code the site's imports need. */
async function bundledRouter(): Promise<string> {
  const fromSite = createRequire(new URL("../../apps/site/package.json", import.meta.url));
  const routerDom = fromSite.resolve("react-router-dom").replace(/index\.js$/, "index.mjs");
  const entry = "\0site-router";
  const output = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      sideEffectFreeDependencies(),
      {
        name: "site-router",
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) =>
          id === entry
            ? `import { ${siteImports} } from ${JSON.stringify(routerDom)};\nglobalThis.siteRouter = [${siteImports}];`
            : undefined,
      },
    ],
    build: { write: false, rolldownOptions: { input: entry, external: [/^react(-dom)?($|\/)/] } },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return bundles.flatMap((bundle) => bundle.output.map((file) => ("code" in file ? file.code : ""))).join("");
}

test("the site's pages carry none of React Router's components they do not use (the package's patch)", async () => {
  const code = await bundledRouter();
  // What Link, NavLink and Form write into the page: the components, and all they use, are left out.
  const unused = ["data-discover", "aria-current", "formmethod"].filter((text) => code.includes(text));
  assert.deepEqual(unused, [], "React Router's unused components are in the site's script");
  // The hooks and the router are there. With the components it was 13 kB gzip (without the patch).
  assert.match(code, /useNavigate\(\) may be used only in the context of a <Router> component/);
  const kb = gzipSync(code).length / 1024;
  assert.ok(kb < 6, `React Router weighs ${kb.toFixed(1)} kB gzip on every page of the site`);
});
