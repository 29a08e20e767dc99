import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ARCHIVE_TERM_KEY,
  budgetFor,
  documentKb,
  FIRST_WINDOW_KB,
  overBudget,
  readBudgets,
  recordKb,
  routesToMeasure,
  scriptKb,
} from "./budgets.ts";

const budgets = {
  jsKb: { "/": 100, "/designathon/22/": 98, "/designathon/24/": 102 },
  documentKb: { "/": 9, "/designathon/22/": 15, "/designathon/24/": 14 },
};

describe("overBudget", () => {
  it("names the route, the size and the budget of what is over", () => {
    const problems = overBudget([{ route: "/", jsKb: 100.26, documentKb: 8.5 }], budgets);
    assert.deepEqual(problems, ["/: first-load JavaScript is 100.26 kB (gzip), over its budget of 100 kB"]);
  });

  it("checks the document too", () => {
    const problems = overBudget([{ route: "/designathon/24/", jsKb: 90, documentKb: 14.3 }], budgets);
    assert.deepEqual(problems, ["/designathon/24/: document is 14.30 kB (gzip), over its budget of 14 kB"]);
  });

  it("lets a route at or under its budgets pass", () => {
    assert.deepEqual(overBudget([{ route: "/", jsKb: 100, documentKb: 9 }], budgets), []);
  });

  it("fails a route that has no budget, saying where to add one", () => {
    const [problem] = overBudget([{ route: "/new-page/", jsKb: 1, documentKb: 1 }], budgets);
    assert.match(
      problem ?? "",
      /^\/new-page\/: first-load JavaScript has no budget \(add "\/new-page\/" to jsKb in .*js-budget\.json\)$/,
    );
  });
});

describe("budgetFor", () => {
  it("gives a new edition the largest edition's budget, and a people page its edition's", () => {
    assert.equal(budgetFor(budgets.jsKb, "/designathon/25/"), 102);
    assert.equal(budgetFor(budgets.jsKb, "/designathon/22/people/"), 98);
    assert.equal(budgetFor(budgets.documentKb, "/designathon/25/people/"), 15);
    assert.equal(budgetFor(budgets.jsKb, "/unknown/"), undefined);
  });

  it("gives every quarter's page of the archive one shared budget", () => {
    const table = { "/events/all/": 10, [ARCHIVE_TERM_KEY]: 12 };
    assert.equal(budgetFor(table, "/events/all/spring-2026/"), 12);
    assert.equal(budgetFor(table, "/events/all/fall-2011/"), 12);
    assert.equal(budgetFor(table, "/events/all/"), 10);
    assert.equal(budgetFor(table, "/events/all/spring-2026/extra/"), undefined);
  });
});

describe("the sizes", () => {
  it("counts scripts as transferred, but not the web fonts' loader a visitor fetches once", () => {
    const requests = [
      { resourceType: "Document", url: "http://site.test/", transferSize: 9000 },
      { resourceType: "Script", url: "http://site.test/assets/index-2CflpZJP.js", transferSize: 1024 },
      { resourceType: "Script", url: "http://site.test/assets/about-D5bwWsQC.js", transferSize: 512 },
      { resourceType: "Script", url: "http://site.test/assets/load-web-fonts-6efd217a.js", transferSize: 1018 },
      { resourceType: "Font", url: "http://site.test/assets/dm-sans.woff2", transferSize: 30000 },
    ];
    assert.equal(scriptKb(requests), 1.5);
  });

  it("counts a record chunk (the events, content) apart from the route's code", () => {
    const requests = [
      { resourceType: "Script", url: "http://site.test/assets/events-D2XVkolw.js", transferSize: 2048 },
      { resourceType: "Script", url: "http://site.test/assets/record-events-CpPJ35kF.js", transferSize: 8192 },
      { resourceType: "Script", url: "http://site.test/assets/record-home-events-B9HHJjqV.js", transferSize: 1024 },
    ];
    assert.equal(scriptKb(requests), 2);
    assert.equal(recordKb(requests), 9);
  });

  it("measures a document gzipped", () => {
    const html = `<!doctype html><p>${"same words ".repeat(1000)}</p>`;
    assert.ok(documentKb(html) < 1, "repeated text compresses");
    assert.ok(documentKb(html) > 0);
  });
});

describe("routesToMeasure", () => {
  const routes = [
    "/",
    "/events/all/",
    "/events/all/fall-2024/",
    "/events/all/winter-2026/",
    "/events/all/spring-2025/",
    "/events/all/fall-2025/",
    "/events/",
  ];
  it("keeps every other page and, of the quarters, the newest and the largest", () => {
    const sizes: Record<string, number> = { "/events/all/spring-2025/": 9000 };
    assert.deepEqual(
      routesToMeasure(routes, (route) => sizes[route] ?? 5000),
      ["/", "/events/all/", "/events/all/winter-2026/", "/events/all/spring-2025/", "/events/"],
    );
  });
  it("measures one quarter once when the newest is also the largest", () => {
    const sizes: Record<string, number> = { "/events/all/winter-2026/": 9000 };
    assert.deepEqual(
      routesToMeasure(routes, (route) => sizes[route] ?? 5000),
      ["/", "/events/all/", "/events/all/winter-2026/", "/events/"],
    );
  });
  it("leaves a short list whole", () => {
    const few = ["/", "/events/all/fall-2025/", "/events/all/winter-2026/"];
    assert.deepEqual(
      routesToMeasure(few, () => 1),
      few,
    );
  });
});

describe("js-budget.json", () => {
  it("gives no document a budget past a new connection's first window", async () => {
    const { documentKb: budgets } = await readBudgets();
    const past = Object.entries(budgets).filter(([, kb]) => kb > FIRST_WINDOW_KB);
    assert.deepEqual(past, [], `over ${FIRST_WINDOW_KB} kB (${FIRST_WINDOW_KB * 1024} bytes gzip)`);
  });
});
