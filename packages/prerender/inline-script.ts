import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The code of a script the page carries inline: `run`, a function exported by
 * the module of inline/ named after it (`keepEarlyInput` in
 * inline/keep-early-input.ts), called with `args` (as JSON). Compiled from the
 * module's own source and minified, so the page gets the same code whoever
 * loaded this module. The function must be self-contained: it can use only its
 * arguments, the browser's globals, the module's other functions and what it
 * imports from inline/ (bundled in).
 */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const file = fileURLToPath(new URL(`./inline/${kebab(run.name)}.ts`, import.meta.url));
  const call = args.map((arg) => JSON.stringify(arg)).join(",");
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${run.name} } from ${JSON.stringify(file)};\n${run.name}(${call});`,
      resolveDir: dirname(file),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    // Syntax of 2020: every browser that runs the app reads it.
    target: "es2020",
    legalComments: "none",
    write: false,
  });
  // Wrapped in a function called at once (format "iife"), so it declares nothing global.
  const wrapped = outputFiles[0]?.text.trim().replace(/;$/, "") ?? "";
  // One function and its call read shorter as `(function(…){…})(…)`; a script in parts stays wrapped.
  const [, name, definition, given] =
    /^\(\(\)=>\{function ([\w$]+)(\([\s\S]*\})\1\(([\s\S]*)\);\}\)\(\)$/.exec(wrapped) ?? [];
  if (name === undefined || definition === undefined || given === undefined) return wrapped;
  const compact = `(function${definition})(${given})`;
  return parses(compact) ? compact : wrapped;
}

/** Whether `code` is valid JavaScript: the short form is taken only when it is one function. */
function parses(code: string): boolean {
  try {
    new Function(code);
    return true;
  } catch {
    return false;
  }
}
