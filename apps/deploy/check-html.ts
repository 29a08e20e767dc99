// Checks the markup of every page of the assembled dist/ (each index.html and
// 404.html, redirect pages too; not Storybook's) with html-validate's
// recommended rules, less those that judge how React writes HTML rather than
// what it means. Prints each error with its file, line, column and rule, and
// the element it is on (a prerendered page is one long line); exits 1 on any.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ConfigData, HtmlValidate } from "html-validate";

export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // Style only: React writes these as it does, and each form means the same to a browser.
    "attr-case": "off", // camelCase names from React (srcSet, dateTime, autoComplete); HTML's are case-insensitive.
    "attribute-boolean-style": "off", // React writes a boolean attribute as noValidate="".
    "attribute-empty-style": "off", // React writes an empty one as hidden="".
    "attr-quotes": "off", // the prerender unquotes values that need no quotes (class=css-1obf64m): fewer bytes, the same attribute.
    "doctype-style": "off", // the template's <!doctype html> in lower case.
    "no-inline-style": "off", // values of one element (CSS variables, a countdown) go through style, as STYLE.md has it.
    "no-trailing-whitespace": "off", // the template's indentation where the prerendered head goes in.
    "void-style": "off", // React closes a void element as <img/>.
    // Advice, not validity: a title names the page, the edition and the club, and may run past 70 characters.
    "long-title": "off",
    // Relaxed, not off: React's useId ids ("_R_1a_") are valid HTML ids; the strict form wants a letter first.
    "valid-id": ["error", { relaxed: true }],
  },
};

/** Every page of a dist/ folder: each index.html and 404.html, Storybook's left out. */
export async function pagesOf(dist: string): Promise<string[]> {
  return (await readdir(dist, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && (entry.name === "index.html" || entry.name === "404.html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dist, file).startsWith("storybook"))
    .sort();
}

/** Each page's errors, as "path:line:column rule message (at selector)". */
export async function checkHtml(dist: string): Promise<{ pages: number; problems: string[] }> {
  const validator = new HtmlValidate(htmlValidateConfig);
  const pages = await pagesOf(dist);
  const problems: string[] = [];
  for (const file of pages) {
    const name = relative(dist, file);
    const report = await validator.validateString(await readFile(file, "utf8"), name);
    for (const result of report.results) {
      for (const { line, column, ruleId, message, selector } of result.messages) {
        problems.push(`${name}:${line}:${column} ${ruleId} ${message}${selector ? ` (at ${selector})` : ""}`);
      }
    }
  }
  return { pages: pages.length, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), "../../dist");
  const { pages, problems } = await checkHtml(dist);
  if (problems.length) {
    console.error(`HTML check found ${problems.length} error(s) in dist/ (rules in apps/deploy/check-html.ts):`);
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(`HTML check: ${pages} pages valid (html-validate, recommended rules).`);
}
