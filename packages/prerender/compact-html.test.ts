import assert from "node:assert/strict";
import { test } from "node:test";
import { compactHtml, compactStyles } from "./compact-html.ts";

const page = (body: string, head = "<title>T</title>") =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

test("values that need no quotes lose them, in the body only", () => {
  const head = '<meta name="description" content="A page"/><style data-emotion="c a">.c-a{color:red}</style>';
  assert.equal(
    compactHtml(page('<div id="root"><p class="c-a" data-kind="concluded" aria-hidden="true">Hi</p></div>', head)),
    page("<div id=root><p class=c-a data-kind=concluded aria-hidden=true>Hi</p></div>", head),
  );
});

test("values with a space, a quote, an equals sign or nothing keep their quotes", () => {
  const body = '<p class="c-a c-b" style="--x:1;width:calc(100% - 2px)" data-a="a=b" hidden="" data-b="`x`">x</p>';
  assert.equal(
    compactHtml(page(body)),
    page('<p class="c-a c-b" style="--x:1;width:calc(100% - 2px)" data-a="a=b" hidden="" data-b="`x`">x</p>'),
  );
});

test("a value right before `/>` keeps its quotes: unquoted, the slash would join it", () => {
  const body = '<img alt="" width="240" height="96" class="c-a"/><img class="c-b" src="/a.webp" loading="lazy"/>';
  assert.equal(
    compactHtml(page(body)),
    page('<img alt="" width=240 height=96 class="c-a"/><img class=c-b src="/a.webp" loading="lazy"/>'),
  );
});

test("addresses, new-tab links, forms and script types keep their quotes: the deploy's checks read them", () => {
  const body =
    '<a href="/about/" target="_blank" rel="noreferrer" class="x">A</a><form action="https://list.test/post" method="post"><img src="/a.webp" srcset="/b.webp" alt="x"></form>';
  assert.equal(
    compactHtml(page(body)),
    page(
      '<a href="/about/" target="_blank" rel="noreferrer" class=x>A</a><form action="https://list.test/post" method=post><img src="/a.webp" srcset="/b.webp" alt=x></form>',
    ),
  );
});

test("scripts, styles, comments and other raw text are left as they are", () => {
  const body = [
    '<script type="application/ld+json">{"name":"It&#x27;s","a":"<b class=\\"x\\">"}</script>',
    '<style data-x="y">p[class="a"]{content:"&#x27;"}</style>',
    '<!--$--><!-- <p class="c"> -->',
    '<textarea class="t">a class="b" &#x27;</textarea>',
    '<noscript><link rel="stylesheet" class="n" href="/l.css"></noscript>',
    '<script>document.body.insertAdjacentHTML("beforeend", \'<p class="x">\')</script>',
  ].join("");
  const expected = [
    '<script type="application/ld+json">{"name":"It&#x27;s","a":"<b class=\\"x\\">"}</script>',
    '<style data-x=y>p[class="a"]{content:"&#x27;"}</style>',
    '<!--$--><!-- <p class="c"> -->',
    '<textarea class=t>a class="b" &#x27;</textarea>',
    '<noscript><link rel="stylesheet" class="n" href="/l.css"></noscript>',
    '<script>document.body.insertAdjacentHTML("beforeend", \'<p class="x">\')</script>',
  ].join("");
  assert.equal(compactHtml(page(body)), page(expected));
});

test("React's &#x27; becomes the apostrophe in text and in quoted values, and a value with one keeps its quotes", () => {
  const body = '<p title="It&#x27;s" data-a="it&#x27;s">Design at UCI&#x27;s 2022 Design-a-thon</p>';
  assert.equal(compactHtml(page(body)), page(`<p title="It's" data-a="it's">Design at UCI's 2022 Design-a-thon</p>`));
});

test("a page the browser reads as the same document", async () => {
  const { Window } = await import("happy-dom");
  const body = [
    '<div id="root"><nav aria-label="Main" class="c-a"><a href="/" class="c-b">Home</a></nav>',
    '<img src="/a.webp" srcSet="/b.webp 2x" alt="" width="240" height="240" loading="lazy" decoding="async"/>',
    '<p data-kind="concluded" style="--mark-letters:3">Impact is Design at UCI&#x27;s 2022 Design-a-thon</p>',
    '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><use href="/i.svg#A"></use></svg>',
    '<template data-unit=""></template><details class="c-c"><summary id="_R_1_-toggle">More</summary></details></div>',
  ].join("");
  const serialize = (html: string) => {
    const window = new Window();
    window.document.write(html);
    return window.document.documentElement.outerHTML;
  };
  const compact = compactHtml(page(body));
  assert.ok(compact.length < page(body).length);
  assert.equal(serialize(compact), serialize(page(body)));
});

test("a page without a body is left as it is", () => {
  assert.equal(compactHtml('<p class="a">x</p>'), '<p class="a">x</p>');
});

test("Emotion's styles lose the spaces and semicolons a browser does not need, and list their names with commas", () => {
  const css =
    ".c-a{display:flex;gap:8px;}@media (min-width: 900px){.c-b{gap:16px;}}.c-a[data-state='closed']{--shadow:0 0 4px rgba(0, 0, 36, 0.5);}";
  const html = `<head><style data-emotion="c-global g">body{margin:0;}</style><style data-emotion="c a b">${css}</style><style>@font-face{font-family:X;}</style></head>`;
  assert.equal(
    compactStyles(html),
    '<head><style data-emotion="c-global,g">body{margin:0}</style><style data-emotion="c,a,b">.c-a{display:flex;gap:8px}@media(min-width:900px){.c-b{gap:16px}}.c-a[data-state=closed]{--shadow:0 0 4px rgba(0, 0, 36, 0.5)}</style><style>@font-face{font-family:X;}</style></head>',
  );
});
