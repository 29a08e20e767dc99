import assert from "node:assert/strict";
import { test } from "node:test";
import { compactTemplate } from "./prerender.ts";

test("the page template loses the indentation between its tags, and keeps its text", () => {
  const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Design at UCI</title>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;
  assert.equal(
    compactTemplate(template),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Design at UCI</title></head><body><div id="root"><!--app-html--></div></body></html>
`,
  );
});
