import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { overBudget } from "@duci/bench/budgets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBudgets } from "./check-budgets.ts";

// A small dist/: a page whose script imports a second one (about 5 kB of scripts that
// do not compress), and a page without scripts.
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "budgets-"));
  await mkdir(join(dist, "assets"));
  await mkdir(join(dist, "plain"));
  const noise = () => `/* ${randomBytes(2300).toString("base64")} */`;
  await writeFile(join(dist, "assets/app.js"), `${noise()}\nimport("./later.js");\n`);
  await writeFile(join(dist, "assets/later.js"), `${noise()}\nexport {};\n`);
  await writeFile(
    join(dist, "index.html"),
    `<!doctype html><html><head><title>Home</title><script type="module" src="/assets/app.js"></script></head><body><p>${"Words. ".repeat(400)}</p></body></html>`,
  );
  await writeFile(join(dist, "plain/index.html"), "<!doctype html><title>Plain</title><p>No script.</p>");
  await writeFile(join(dist, "404.html"), "<!doctype html><title>Not found</title>");
  const urls = ["/", "/plain/"].map((path) => `<url><loc>https://site.test${path}</loc></url>`).join("");
  await writeFile(join(dist, "sitemap.xml"), `<urlset>${urls}</urlset>`);
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("the budget check", () => {
  it("fails a route whose scripts go over its budget, naming the route, its size and its budget", async () => {
    const budgets = { jsKb: { "/": 4, "/plain/": 1 }, documentKb: { "/": 5, "/plain/": 1 } };
    const { measured, problems } = await checkBudgets(dist, budgets);
    const home = measured.find((size) => size.route === "/");
    // Both scripts count, the one the page names and the one it imports.
    expect(home?.jsKb).toBeGreaterThan(5);
    expect(home?.jsKb).toBeLessThan(6);
    expect(problems).toEqual([
      `/: first-load JavaScript is ${home?.jsKb?.toFixed(2)} kB (gzip), over its budget of 4 kB`,
    ]);
    expect(measured.find((size) => size.route === "/plain/")?.jsKb).toBe(0);

    // The same pages against other budgets: the document over its budget, then everything within.
    const documentOver = { jsKb: { "/": 10, "/plain/": 1 }, documentKb: { "/": 0.1, "/plain/": 1 } };
    const [problem, ...more] = overBudget(measured, documentOver);
    expect(problem).toMatch(/^\/: document is 0\.\d\d kB \(gzip\), over its budget of 0\.1 kB$/);
    expect(more).toEqual([]);
    expect(overBudget(measured, { jsKb: { "/": 10, "/plain/": 1 }, documentKb: { "/": 2, "/plain/": 1 } })).toEqual([]);
  }, 60_000);
});

// An events page: its code, and the events as a record chunk (record-events-….js, as the
// site's build names it) that grows with every event the club publishes.
async function eventsSite(events: number, codeNoise: number): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), "budgets-events-"));
  await mkdir(join(site, "assets"));
  const record = Array.from({ length: events }, (_, index) => ({
    title: `Event ${index} ${randomBytes(12).toString("base64")}`,
    time: new Date(Date.UTC(2021, 0, 1) + index * 7 * 86_400_000).toISOString(),
    duration: 60,
    type: "Workshop",
  }));
  await writeFile(
    join(site, "assets/record-events-Ab12Cd34.js"),
    `export const events = ${JSON.stringify(record)};
`,
  );
  await writeFile(
    join(site, "assets/events.js"),
    `/* ${randomBytes(codeNoise).toString("base64")} */
import { events } from "./record-events-Ab12Cd34.js";
export const count = events.length;
`,
  );
  await writeFile(
    join(site, "index.html"),
    '<!doctype html><html><head><title>Events</title><script type="module" src="/assets/events.js"></script></head><body><p>Events</p></body></html>',
  );
  await writeFile(join(site, "sitemap.xml"), "<urlset><url><loc>https://site.test/</loc></url></urlset>");
  return site;
}

describe("a route's JavaScript budget measures its code, not the record", () => {
  const budgets = { jsKb: { "/": 3 }, documentKb: { "/": 1 } };
  const sites: string[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => rm(site, { recursive: true, force: true })));
  });

  it("passes the same code with twice the events, and fails it once the code grows", async () => {
    const measure = async (events: number, codeNoise: number) => {
      const site = await eventsSite(events, codeNoise);
      sites.push(site);
      const { measured, problems } = await checkBudgets(site, budgets);
      return { size: measured[0], problems };
    };
    const today = await measure(150, 1500);
    const doubled = await measure(300, 1500);
    // The record is reported and has doubled, the code has not moved: both pass.
    expect(doubled.size?.recordKb).toBeGreaterThan(1.7 * (today.size?.recordKb ?? 0));
    expect(today.size?.recordKb).toBeGreaterThan(3);
    expect(Math.abs((doubled.size?.jsKb ?? 0) - (today.size?.jsKb ?? 0))).toBeLessThan(0.05);
    expect(today.problems).toEqual([]);
    expect(doubled.problems).toEqual([]);

    // The same events with more code: over the budget.
    const grown = await measure(150, 3000);
    expect(grown.problems).toEqual([
      `/: first-load JavaScript is ${grown.size?.jsKb?.toFixed(2)} kB (gzip), over its budget of 3 kB`,
    ]);
  }, 90_000);
});
