// The interaction probe of `pnpm bench`: how long each of a route's controls
// takes to answer once the page is React's. It drives the bench's Chromium
// (puppeteer) as a phone 390 px wide that taps, the CPU slowed 4x, in a fresh
// profile, and acts on the route's controls in page order: the menu button,
// toggles, tabs, filters, dialog openers (closing each dialog with Escape),
// text fields (the colour game's boxes, one character each, then its Submit),
// copy and add-to-calendar buttons, FAQ summaries. The Event Timing API
// measures each interaction; interactions-judge.ts keeps the slowest.
import { ownedByReact } from "@duci/prerender/owned-by-react";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { keepNamesHelper } from "./first-touch.ts";
import { type ActionMark, type ActionTime, actionTimes, type EventEntry } from "./interactions-judge.ts";

/** A control the probe acts on: its place in `window.__benchControls`, and what to do. */
interface Control {
  label: string;
  kind: "press" | "type";
  text: string;
}

declare global {
  interface Window {
    __benchControls: Element[];
    __benchEvents: EventEntry[];
    ownedByReact: typeof ownedByReact;
  }
}

/** Every control a visitor acts on besides links, and the download links (add to calendar). */
const selector = "button, summary, [role=tab], input, textarea, select, a[download], [data-early]";
/** At most this many controls alike (same kind, in the same group) are acted on: a page of 40 cards opens 3. */
const alikeAtMost = 3;
/** At most this many actions per route, to keep a run short. */
const actionsAtMost = 40;
/** After an action, time for what it started (a dialog's opening, a panel's growth) to finish. */
const settleMs = 400;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs in the page: finds the controls to act on, in page order, keeps them in
 * `window.__benchControls` and describes each. Visible and enabled ones only;
 * text fields all (the colour game needs its six boxes), other controls at
 * most `alike` of each kind in one group.
 */
function discover(controlSelector: string, alike: number, most: number): Control[] {
  const groups = new Map<string, number>();
  const elements: Element[] = [];
  const found: Control[] = [];
  const ids = new Map<Element, number>();
  const idOf = (element: Element | null) => {
    if (!element) return 0;
    if (!ids.has(element)) ids.set(element, ids.size + 1);
    return ids.get(element);
  };
  for (const element of document.querySelectorAll<HTMLElement>(controlSelector)) {
    if (found.length >= most) break;
    const field = element as HTMLInputElement;
    if (field.disabled || !element.checkVisibility({ visibilityProperty: true })) continue;
    let kind: Control["kind"] | undefined;
    if (/^(INPUT|TEXTAREA)$/.test(element.tagName)) {
      if (element.tagName === "TEXTAREA" || /^(text|email|search|tel|url|number|password)$/.test(field.type))
        kind = field.readOnly ? undefined : "type";
      else if (field.type === "checkbox" || field.type === "radio") kind = "press";
    } else if (element.tagName !== "SELECT") {
      kind = "press";
    }
    if (!kind) continue;
    if (kind === "press") {
      const group = element.closest("[role=tablist],[role=group],ul,ol,fieldset,section,header,nav") ?? document.body;
      const key = [
        element.tagName,
        element.getAttribute("role"),
        element.getAttribute("aria-haspopup"),
        element.hasAttribute("aria-expanded"),
        element.hasAttribute("aria-pressed"),
        idOf(group),
      ].join("|");
      const count = groups.get(key) ?? 0;
      if (count >= alike) continue;
      groups.set(key, count + 1);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor reads on the control
    const name = (element.getAttribute("aria-label") || element.innerText || element.getAttribute("name") || "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    // A box a character or two wide (one hex digit) gets one character, as a visitor types it.
    const narrow = element.getBoundingClientRect().width < 3 * Number.parseFloat(getComputedStyle(element).fontSize);
    elements.push(element);
    found.push({
      kind,
      label: `${element.tagName.toLowerCase()} "${name}"`,
      text: narrow ? "A" : field.type === "email" ? "ada@uci.edu" : field.type === "number" ? "7" : "Ada",
    });
  }
  window.__benchControls = elements;
  return found;
}

/** Starts the Event Timing observer: every event of 16 ms or more from now on, into `window.__benchEvents`. */
function observeEvents(): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, interactionId, startTime, duration } = entry;
      window.__benchEvents.push({ name, interactionId, startTime, duration });
    }
  }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
}

/** Waits until React owns every control (a page with no module script has nothing to wait for). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (controls: string) =>
      document.readyState === "complete" &&
      !document.documentElement.hasAttribute("data-later-styles-pending") &&
      (!document.querySelector("script[type=module]") ||
        (document.documentElement.dataset.hydrated === "true" &&
          [...document.querySelectorAll(controls)].every(
            (element) =>
              element.tagName === "SUMMARY" ||
              !document.getElementById("root")?.contains(element) ||
              window.ownedByReact(element),
          ))),
    { timeout: 60_000, polling: 100 },
    selector,
  );
}

/** What a visitor sees open after an action, to close before the next: a dialog, or the site's menu. */
function whatOpened(control: ElementHandle<Element>): Promise<"dialog" | "menu" | undefined> {
  return control.evaluate((element) => {
    if (document.querySelector("dialog[open], [role=dialog]:not([hidden]), [aria-modal=true]")) return "dialog";
    // The site's menu covers the page below the navigation bar: it is closed by its own button.
    return element.closest("header, nav") && element.getAttribute("aria-expanded") === "true" ? "menu" : undefined;
  });
}

/**
 * One visit in a fresh profile: loads the route, waits until React owns every
 * control, slows the CPU 4x and acts on each control, measuring each action's
 * slowest interaction. Controls that vanish on the way (a panel another one
 * closed) are passed over.
 */
export async function probeInteractions(browser: Browser, url: string): Promise<ActionTime[]> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    const origin = new URL(url).origin;
    await context.overridePermissions(origin, ["clipboard-read", "clipboard-sanitized-write"]);
    const cdp = await page.createCDPSession();
    // Add to calendar downloads a file: the tap is measured, the file is not kept.
    await cdp.send("Browser.setDownloadBehavior", { behavior: "deny", browserContextId: context.id });
    // The visitor stays on the page: no new tab, no other document, nothing from another origin.
    await page.evaluateOnNewDocument(() => {
      window.open = () => null;
    });
    await page.evaluateOnNewDocument(keepNamesHelper);
    await page.evaluateOnNewDocument(`globalThis.ownedByReact = ${ownedByReact};`);
    await page.setRequestInterception(true);
    let loaded = false;
    page.on("request", (request) => {
      const away = loaded && request.isNavigationRequest() && request.frame() === page.mainFrame();
      if (away || !request.url().startsWith(origin)) request.abort().catch(() => {});
      else request.continue().catch(() => {});
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    loaded = true;
    await hydrated(page);
    await sleep(500);
    const controls = await page.evaluate(discover, selector, alikeAtMost, actionsAtMost);
    await page.emulateCPUThrottling(4);
    await page.evaluate(observeEvents);
    const marks: ActionMark[] = [];
    const mark = async (label: string) => {
      marks.push({ label, at: await page.evaluate(() => performance.now()) });
    };
    for (const [index, control] of controls.entries()) {
      const handle = await page.evaluateHandle((at) => window.__benchControls[at], index);
      const element = handle.asElement() as ElementHandle<Element> | null;
      try {
        if (!element || !(await element.evaluate((node) => node.isConnected && node.checkVisibility()))) continue;
        await mark(control.label);
        await element.tap();
        if (control.kind === "type") await page.keyboard.type(control.text);
        await sleep(settleMs);
        const open = await whatOpened(element);
        if (open === "dialog") {
          await mark(`Escape closing the dialog of ${control.label}`);
          await page.keyboard.press("Escape");
          await sleep(settleMs);
        } else if (open === "menu") {
          await mark(`${control.label} again (closing)`);
          await element.tap();
          await sleep(settleMs);
        }
      } catch {
        // Covered or gone (another control's panel moved it): a visitor would not tap it either.
      } finally {
        await handle.dispose();
      }
    }
    // The observer reports after the frame: let the last one be presented.
    await sleep(settleMs);
    const entries = await page.evaluate(() => window.__benchEvents);
    return actionTimes(entries, marks);
  } finally {
    await context.close();
  }
}
