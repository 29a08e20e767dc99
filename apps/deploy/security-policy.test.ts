import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { servicesOf } from "@duci/data/page-services";
import { SPECULATION_RULES } from "@duci/ui/speculation-rules";
import { describe, expect, it } from "vitest";
import {
  hasNewsletterForm,
  headersFile,
  inlineScriptHashes,
  policyFor,
  speculationRulesHash,
  storybookPolicy,
  withPolicy,
} from "./security-policy.ts";

const newsletter = "https://weebly.us16.list-manage.com";
const joinPage = `<html><head></head><body><form action="${newsletter}/subscribe/post?u=1&amp;id=2" method="post"></form><script>boot()</script></body></html>`;
const homePage = "<html><head></head><body><main>Hello</main><script>boot()</script></body></html>";

/** The directive that governs `name`: its own, or default-src for the fetch directives it stands in for. */
function directive(policy: string, name: string): string {
  const parts = policy.split("; ");
  const own = parts.find((part) => part.startsWith(`${name} `));
  if (own || !["connect-src", "font-src", "img-src"].includes(name)) return own ?? "";
  return (parts.find((part) => part.startsWith("default-src ")) ?? "").replace("default-src", name);
}

describe("the pages' policy", () => {
  const sanity = "https://8c8akzjz.apicdn.sanity.io https://8c8akzjz.api.sanity.io";
  const sheet = "https://docs.google.com https://*.googleusercontent.com";

  it("lets each page of the site reach only the services it uses", () => {
    const connect = (path: string) => directive(policyFor(homePage, servicesOf(path)), "connect-src");
    expect(connect("/events/")).toBe(`connect-src 'self' ${sanity} ${sheet}`);
    // A quarter of the archive takes the events published since the build; the archive's index lists no event.
    expect(connect("/events/all/spring-2026/")).toBe(`connect-src 'self' ${sanity}`);
    expect(connect("/events/all/")).toBe("connect-src 'self'");
    // The home page's event card asks the content service.
    expect(connect("/")).toBe(`connect-src 'self' ${sanity}`);
    for (const path of ["/join/", "/hey/", "/about/", "/houses/", "/404.html"]) {
      expect(connect(path), path).toBe("connect-src 'self'");
    }
  });

  it("lets every page of the site load the board's photos from the image CDN, and editions none", () => {
    for (const path of ["/", "/about/", "/merch/", "/events/", "/join/", "/events/all/spring-2026/"])
      expect(directive(policyFor(homePage, servicesOf(path)), "img-src")).toBe(
        "img-src 'self' data: https://cdn.sanity.io",
      );
    expect(directive(policyFor(homePage, []), "img-src")).toBe("img-src 'self' data:");
  });

  it("lets only the pages with the newsletter form load Mailchimp's script and post to it", () => {
    expect(hasNewsletterForm(joinPage, newsletter)).toBe(true);
    expect(hasNewsletterForm(homePage, newsletter)).toBe(false);
    expect(hasNewsletterForm(`<a href="${newsletter}/subscribe/post">sign up</a>`, newsletter)).toBe(false);
    const join = policyFor(joinPage, servicesOf("/join/"));
    expect(directive(join, "script-src")).toBe(
      `script-src 'self' ${inlineScriptHashes(joinPage).join(" ")} ${speculationRulesHash} ${newsletter}`,
    );
    expect(directive(join, "form-action")).toBe(`form-action 'self' ${newsletter}`);
    // JSONP is a script: nothing of Mailchimp's is fetched.
    expect(directive(join, "connect-src")).toBe("connect-src 'self'");
    const events = policyFor(homePage, servicesOf("/events/"));
    expect(directive(events, "script-src")).toBe(
      `script-src 'self' ${inlineScriptHashes(homePage).join(" ")} ${speculationRulesHash}`,
    );
    expect(directive(events, "form-action")).toBe("form-action 'self'");
  });

  it("refuses to build a page that holds the newsletter form but does not list the newsletter", () => {
    expect(() => policyFor(joinPage, servicesOf("/about/"))).toThrow(/newsletter/);
  });

  it("lets an edition, which talks to no service, connect and post only to our origin", () => {
    const edition = policyFor(homePage, []);
    expect(directive(edition, "connect-src")).toBe("connect-src 'self'");
    expect(directive(edition, "font-src")).toBe("font-src 'self'");
    expect(directive(edition, "form-action")).toBe("form-action 'self'");
    // Said once, by default-src: the policy is in every document's first round trip.
    expect(edition).not.toMatch(/connect-src|font-src/);
  });

  it("gives Storybook its own inline scripts and lets its manager frame its preview", () => {
    const storybook = storybookPolicy(["<html><script>window.sb = 1</script></html>"]);
    expect(directive(storybook, "script-src")).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
    expect(directive(storybook, "frame-src")).toBe("frame-src 'self'");
    expect(storybook).not.toContain("list-manage");
  });

  it("lets every page add the speculation rules, by their hash, and no other inline script than its own", () => {
    const rulesHash = `'sha256-${createHash("sha256").update(SPECULATION_RULES).digest("base64")}'`;
    expect(speculationRulesHash).toBe(rulesHash);
    const scripts = directive(policyFor(homePage), "script-src").split(" ");
    expect(scripts).toContain(rulesHash);
    // Chromium ignores this keyword beside hashes; 'unsafe-inline' would admit any script.
    expect(scripts).not.toContain("'inline-speculation-rules'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(directive(storybookPolicy([]), "script-src")).not.toContain(rulesHash);
  });

  it("leaves framing to the header: a meta policy cannot carry frame-ancestors", () => {
    expect(policyFor(homePage)).not.toContain("frame-ancestors");
    expect(withPolicy(homePage)).toMatch(
      /^<html><head>\n<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
  });
});

describe("_headers", () => {
  const file = headersFile(["/", "/join/"]);
  const blocks = new Map(
    file
      .trim()
      .split("\n\n")
      .map((block) => {
        const [path = "", ...lines] = block.split("\n");
        return [path, lines.map((line) => line.trim())] as const;
      }),
  );

  it("gives every path nosniff, a referrer policy and a permissions policy", () => {
    expect(blocks.get("/*")).toEqual([
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      expect.stringMatching(/^Permissions-Policy: camera=\(\), microphone=\(\), geolocation=\(\)/),
    ]);
  });

  it("denies every page to frames of other sites; its other rules are in its meta tag", () => {
    expect(blocks.get("/join/")).toEqual(["Content-Security-Policy: frame-ancestors 'none'"]);
    expect(blocks.get("/")).toEqual(["Content-Security-Policy: frame-ancestors 'none'"]);
  });

  it("gives a page the same rule at its folder's index.html, which the host also serves", () => {
    expect(blocks.get("/join/index.html")).toEqual(blocks.get("/join/"));
    expect(blocks.get("/index.html")).toEqual(blocks.get("/"));
  });

  it("lets Storybook's preview be framed by its own manager only", () => {
    expect(blocks.get("/storybook/*")).toEqual(["Content-Security-Policy: frame-ancestors 'self'"]);
  });
});

describe("the deploy workflow", () => {
  it("runs the suite on a push, then builds, checks and publishes one dist/ in one job; daily that job alone", async () => {
    const workflow = await readFile(new URL("../../.github/workflows/deploy.yml", import.meta.url), "utf8");
    expect(workflow).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n/m);
    expect(workflow).toMatch(/^ {2}schedule:\n(?: {4}#.*\n)* {4}- cron: "0 14 \* \* \*"$/m);
    const jobs = workflow.slice(workflow.indexOf("\njobs:\n")).split(/\n(?= {2}[\w-]+:\n)/);
    const job = (name: string) => jobs.find((text) => text.startsWith(`  ${name}:\n`)) ?? "";
    // The whole suite on a push only.
    expect(job("test")).toMatch(/^ {4}if: github\.event_name == 'push'$/m);
    expect(job("test")).toMatch(/^ {6}- run: \.ci\/run$/m);
    // After it passed, or alone when it did not run: build, check, smoke test, upload and deploy, in that order.
    const deploy = job("deploy");
    expect(deploy).toMatch(/^ {4}needs: test$/m);
    expect(deploy).toContain("needs.test.result == 'success' || needs.test.result == 'skipped'");
    const steps = [
      "run: pnpm build",
      "run: pnpm --filter @duci/deploy check",
      "run: pnpm test:smoke",
      "uses: actions/upload-pages-artifact@",
      "uses: actions/deploy-pages@",
    ].map((step) => deploy.indexOf(step));
    expect(steps.every((at) => at > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(deploy).toMatch(/upload-pages-artifact@v\d\n {8}with:\n {10}path: dist$/m);
    expect(deploy).not.toContain("DUCI_BUILD_EVENTS");
    // Events taken off on purpose are published only when someone runs the deploy by hand and says so.
    expect(workflow).toMatch(
      /^ {2}workflow_dispatch:\n {4}inputs:\n {6}allow_events_drop:\n(?: {8}.*\n)* {8}type: boolean\n {8}default: false$/m,
    );
    expect(deploy).toMatch(
      /run: pnpm build\n {8}env:\n {10}DUCI_ALLOW_EVENTS_DROP: \$\{\{ inputs\.allow_events_drop && '1' \|\| '' \}\}$/m,
    );
    // No other job builds.
    for (const text of jobs.filter((text) => text !== deploy)) expect(text).not.toMatch(/pnpm build/);
  });
});
