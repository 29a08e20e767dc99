import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
/** The specs whose pages run with the CPU slowed 4x. */
const slowed = ["first-touch.spec.ts", "color-game-typing.spec.ts"];
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests",
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  // Three workers for the suite on CI's two cores (a test waits on the page often enough that
  // two leave a core idle a tenth of the time), plus one for the first-touch tests, which run
  // one at a time: their pages are slowed 4x and wait for their scripts (the colour game's
  // typing test too).
  workers: 4,
  retries: 0,
  // The HTML report (e2e/playwright-report/) shows a failed visual snapshot as expected, actual and diff.
  reporter: [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The visual snapshots (tests/visual.spec.ts): one folder of reviewed pictures, the same
    // name on every system (they are always taken in Debian's Chromium).
    toHaveScreenshot: {
      pathTemplate: "{testDir}/../screenshots/{arg}{ext}",
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // Anti-aliasing may differ by a few pixels between processors; a changed word or colour does not.
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      // Debian's Chromium headless shell: a downloaded browser cannot be installed on these
      // machines, and the shell loads a page for less than half the CPU of the full browser.
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        // The shell's default hinting places glyphs on whole pixels; "slight" is the full
        // browser's on Linux, so text is laid out (and pictured) as a visitor's Chromium does.
        "--font-render-hinting=slight",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", testIgnore: slowed, workers: 3, use: desktop },
    { name: "first-touch", testMatch: slowed, workers: 1, use: desktop },
  ],
  // Served as GitHub Pages, where the site is deployed, serves it: without the headers of
  // dist/_headers, so no test passes on a protection that production lacks (tests of those
  // headers start a server of their own, host.ts).
  webServer: {
    command: "tsx ../scripts/serve.ts",
    env: { PORT: String(port), SERVE_HEADERS: "off" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
