import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkHtml } from "./check-html.ts";

// A page as the prerender writes it: React's attribute names and empty values, inline style, <img/>.
const page = (body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Questions</title>\n</head>\n<body>\n<main id="_R_1a_">${body}</main>\n</body>\n</html>\n`;

const validFaq = `<h2>FAQ</h2><div><details><summary id="q1"><h3>Who can come?</h3></summary></details><section aria-labelledby="q1" hidden="">Anyone.</section></div><img src="/a.webp" srcSet="/b.webp 2x" alt="" width="10" height="10" style="--tilt:2deg"/>`;

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "check-html-"));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("the HTML check", () => {
  it("passes valid pages written the way React writes them", async () => {
    await writeFile(join(dist, "index.html"), page(validFaq));
    await writeFile(join(dist, "404.html"), page("<h1>Not found</h1>"));
    expect(await checkHtml(dist)).toEqual({ pages: 2, problems: [] });
  });

  it("fails a page with a details in a heading, naming its file, line and rule", async () => {
    await writeFile(join(dist, "index.html"), page(validFaq));
    await mkdir(join(dist, "faq"));
    await writeFile(
      join(dist, "faq/index.html"),
      page("<h2>FAQ</h2><h3><details><summary>Who can come?</summary></details></h3>"),
    );
    const { pages, problems } = await checkHtml(dist);
    expect(pages).toBe(2);
    expect(problems).toEqual([
      expect.stringMatching(
        /^faq\/index\.html:8:\d+ element-permitted-content <details> element is not permitted as content under <h3> \(at .*h3 > details\)$/,
      ),
    ]);
  });

  it("checks every index.html and 404.html, redirect pages too, and leaves Storybook out", async () => {
    await mkdir(join(dist, "apply"));
    await writeFile(
      join(dist, "apply/index.html"),
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Redirecting…</title>\n<meta http-equiv="refresh" content="0; url=https://forms.gle/x">\n</head>\n<body>\n<p>Moved to <a href="https://forms.gle/x">the form</a>.</p>\n</body>\n</html>\n`,
    );
    await writeFile(join(dist, "404.html"), page('<button data-ed="print">No type</button>'));
    await mkdir(join(dist, "storybook"));
    await writeFile(join(dist, "storybook/index.html"), page("<h3><details></details></h3>"));
    const { pages, problems } = await checkHtml(dist);
    expect(pages).toBe(2);
    expect(problems).toEqual([expect.stringMatching(/^404\.html:8:\d+ no-implicit-button-type /)]);
  });
});
