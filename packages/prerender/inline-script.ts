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
 * arguments and the browser's globals.
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
    format: "esm",
    minify: true,
    // Syntax of 2020: every browser that runs the app reads it.
    target: "es2020",
    legalComments: "none",
    write: false,
  });
  const code = outputFiles[0]?.text.trim() ?? "";
  // One function and its call: made an expression called at once, so it declares nothing global.
  const [, name, definition, given] = /^function ([\w$]+)(\([\s\S]*\})\1\(([\s\S]*)\);$/.exec(code) ?? [];
  if (!name || definition === undefined || given === undefined) {
    throw new Error(`${run.name} is not self-contained: it compiles to more than one function\n${code}`);
  }
  return `(function${definition})(${given})`;
}
