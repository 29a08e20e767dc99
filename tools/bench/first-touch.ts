// The first-touch probe of `pnpm bench`: how long after the first paint a
// route's controls answer, and how many of a visitor's first actions are lost.
// It drives the bench's Chromium (puppeteer over the same DevTools port
// Lighthouse uses) as a phone 390 px wide (touch), the CPU slowed 4x and the network
// throttled like Lighthouse's slow 4G, each visit in a fresh profile (a first
// visit: nothing cached). What counts as lost: first-touch-judge.ts.
import { ownedByReact } from "@duci/prerender/owned-by-react";
import puppeteer, {
  type Browser,
  type ElementHandle,
  type JSHandle,
  type Page,
  PredefinedNetworkConditions,
} from "puppeteer-core";
import {
  type EarlyStep,
  type EarlyVisit,
  type Effect,
  judge,
  type LateVisit,
  planActions,
  type Snapshot,
} from "./first-touch-judge.ts";
import type { TouchRun } from "./report.ts";

/** A control the probe found in the page, and how to find it again. */
interface Control {
  kind: "press" | "type" | "select";
  /** What it says and holds, the same before and after hydration. */
  signature: string;
  /** Which of the controls with that signature, in page order. */
  nth: number;
  /** It opens a dialog or a menu. */
  popup: boolean;
  label: string;
  /** What the probe types into a field. */
  text: string;
}

/** Where an action's tap or keys landed, and when (ms since the navigation). */
interface Hit {
  action: number;
  kind: "click" | "key";
  at: number;
  target: string;
}

/** What the probe keeps in the page (`window.__bench`). */
interface Bench {
  /** Tells this document from the next one in the tab. */
  id: number;
  /** The action being made, to tie an effect to it. */
  action: number;
  log: Effect[];
  fcp: number | undefined;
  ready: number | undefined;
  /** The page loads no module script: never hydrated, its controls native. */
  static: boolean;
  targets: (Element | null)[];
  positions: number[];
  marks: { hydrateRoot?: number; hydrated?: number };
  hits: Hit[];
  hydrated(): boolean;
  discover(): Control[];
  resolve(keys: [string, number][]): void;
  refind(at: number, key: string, nth: number): Element | null;
  find(key: string, nth: number): Element | null;
  snapshot(): Snapshot;
}

declare global {
  interface Window {
    __bench: Bench;
    __benchPaint?: (at: number) => void;
    __benchReady?: (at: number) => void;
    ownedByReact: typeof ownedByReact;
  }
}

/** A control as the probe reads it: whatever it is, the properties of a form field it may have. */
type ControlElement = HTMLElement & {
  type?: string;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  checked?: boolean;
  value?: string;
};

/** Every control a visitor can act on besides links. */
const controls = "button, input, select, textarea, summary, [role=tab], [data-early]";
/** How long after the first paint the controls may take to become ready. */
const readyTimeoutMs = 30_000;
/** After the controls are ready, time for replays and short confirmations to finish before the early visit is judged. */
const replayMs = 3_000;

/**
 * Runs in the page before its own scripts. Notes the first contentful paint
 * and the moment the controls are ready, offers the probe a way to find,
 * describe and snapshot controls, and logs the effects a control can have
 * beyond the page's state (clipboard, new tab, history, form submission).
 *
 * Ready: React owns every control in its root (`ownedByReact`, the check the
 * page's keeper makes: the shell has committed, `html[data-hydrated=true]`,
 * and no part the control is in still waits to hydrate on its own), except
 * what works natively: a `summary`, or anything outside React's root. A page
 * that loads no module script is never hydrated: its controls are all native,
 * ready at first paint.
 */
function installProbe(selector: string): void {
  // Its methods are added below, beside what they read.
  const bench = {
    id: Math.random(),
    action: -1,
    log: [],
    fcp: undefined,
    ready: undefined,
    static: false,
    targets: [],
    positions: [],
  } as Partial<Bench> as Bench;
  window.__bench = bench;
  const record = (what: string) => bench.log.push({ action: bench.action, what });
  const wrap = <Owner extends object>(
    owner: Owner | undefined,
    name: keyof Owner & string,
    describe: (...args: unknown[]) => string,
  ) => {
    const original: unknown = owner?.[name];
    if (!owner || typeof original !== "function") return;
    Object.assign(owner, {
      [name](this: unknown, ...args: unknown[]) {
        record(describe(...args));
        return original.apply(this, args);
      },
    });
  };
  if (window.Clipboard) wrap(Clipboard.prototype, "writeText", (text) => `copied ${text}`);
  wrap(Document.prototype, "execCommand", (command) => `command ${command}`);
  wrap(window, "open", (url) => `opened ${url}`);
  wrap(History.prototype, "pushState", (_state, _title, url) => `went to ${url}`);
  addEventListener("submit", (event) =>
    record(`submitted ${(event.target as HTMLFormElement).action}${event.defaultPrevented ? " in place" : ""}`),
  );

  // Where each action landed and when the app took over, to say with a lost action: a tap
  // that reached another element than the one aimed at is a miss, not a lost action.
  bench.marks = {};
  bench.hits = [];
  const describe = (element: EventTarget | null) => {
    if (!(element instanceof HTMLElement)) return String((element as Node | null)?.nodeName ?? element);
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor reads there
    const text = (element.getAttribute("aria-label") || element.innerText || "").replace(/\s+/g, " ").trim();
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${text.slice(0, 30)}"`;
  };
  const hit = (kind: Hit["kind"]) => (event: Event) => {
    // The visitor's own: the page's keeper clicks again what was tapped early, and that click is not where a tap landed.
    if (!event.isTrusted || bench.hits.some((entry) => entry.action === bench.action && entry.kind === kind)) return;
    const target = kind === "key" ? document.activeElement : event.target;
    bench.hits.push({ action: bench.action, kind, at: performance.now(), target: describe(target) });
  };
  addEventListener("click", hit("click"), true);
  addEventListener("keydown", hit("key"), true);
  // Watching the document, not <html>: the probe runs before <html> exists.
  new MutationObserver(() => {
    const data = document.documentElement.dataset;
    if ("hydrating" in data) bench.marks.hydrateRoot ??= performance.now();
    if (data.hydrated) bench.marks.hydrated ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrating", "data-hydrated"] });

  const owned = (element: Element) => window.ownedByReact(element);
  const outside = (element: Element) => {
    const root = document.getElementById("root");
    return root !== null && !root.contains(element);
  };
  const native = (element: Element) => element.tagName === "SUMMARY" || outside(element);
  const ready = () =>
    document.documentElement.dataset.hydrated === "true" &&
    [...document.querySelectorAll(selector)].every((element) => native(element) || owned(element));
  /** Every control React's, summaries too: no part with a control is left to hydrate. */
  bench.hydrated = () =>
    document.documentElement.dataset.hydrated === "true" &&
    [...document.querySelectorAll(selector)].every((element) => outside(element) || owned(element));
  const isReady = (at: number) => {
    if (bench.ready !== undefined) return;
    bench.ready = at;
    window.__benchReady?.(at);
  };
  let loaded = false;
  const staticPage = () => {
    // The page's loader adds its module scripts in the same paint notification; look after it.
    if (!loaded || bench.fcp === undefined) return;
    setTimeout(() => {
      if (document.querySelector("script[type=module]")) return;
      bench.static = true;
      if (bench.fcp !== undefined) isReady(bench.fcp);
    });
  };
  addEventListener("load", () => {
    loaded = true;
    staticPage();
  });
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
    if (!paint || bench.fcp !== undefined) return;
    bench.fcp = paint.startTime;
    window.__benchPaint?.(paint.startTime);
    staticPage();
    const poll = setInterval(() => {
      if (bench.ready !== undefined) clearInterval(poll);
      else if (ready()) {
        clearInterval(poll);
        isReady(performance.now());
      }
    }, 20);
  }).observe({ type: "paint", buffered: true });

  /**
   * The text shown, not the text held: a toggle holds both "View" and "Hide" and shows one. In a
   * part the browser has not laid out yet (`content-visibility: auto`, away from the screen),
   * `innerText` is empty: there, the text its styles show.
   */
  const shownText = (element: HTMLElement) => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    let text = element.getAttribute("aria-label") || element.innerText;
    if (!text) {
      const shown = (node: Node) => {
        for (
          let parent = node.parentElement;
          parent && parent !== element.parentElement;
          parent = parent.parentElement
        ) {
          const style = getComputedStyle(parent);
          if (style.display === "none" || style.visibility === "hidden") return false;
        }
        return true;
      };
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) if (shown(node)) text += ` ${node.textContent}`;
    }
    return text.replace(/\s+/g, " ").trim();
  };
  /** Same before and after hydration, though a summary becomes a button: what it says, what it holds. */
  const signature = (element: ControlElement) => {
    const tag = /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) ? element.tagName : "PRESS";
    // Without spaces: a card's name and role read "Name Role" laid out, "NameRole" from their text.
    const label = shownText(element).replace(/\s+/g, "");
    const type = element.tagName === "INPUT" ? element.type : "";
    return [tag, label, element.getAttribute("name") ?? "", element.getAttribute("role") ?? "", type].join("|");
  };
  const typed: Record<string, string> = {
    email: "ada@example.com",
    number: "7",
    tel: "5550100",
    url: "https://example.com",
  };
  const kindOf = (element: ControlElement): Control["kind"] | undefined => {
    if (element.disabled) return undefined;
    if (element.tagName === "SUMMARY" || element.dataset.early || element.getAttribute("role") === "tab")
      return "press";
    if (element.tagName === "BUTTON") return element.type === "button" ? "press" : undefined;
    if (element.tagName === "SELECT") return "select";
    if (element.tagName === "TEXTAREA") return element.readOnly ? undefined : "type";
    if (element.tagName !== "INPUT") return undefined;
    if (element.type === "checkbox" || element.type === "radio") return "press";
    if (!/^(text|email|search|tel|url|number|password)$/.test(element.type ?? "") || element.readOnly) return undefined;
    return "type";
  };
  bench.discover = () => {
    const seen = new Map<string, number>();
    const found: Control[] = [];
    for (const element of document.querySelectorAll<ControlElement>(selector)) {
      const key = signature(element);
      const nth = seen.get(key) ?? 0;
      seen.set(key, nth + 1);
      const kind = kindOf(element);
      if (!kind || !element.checkVisibility({ visibilityProperty: true })) continue;
      const name = (shownText(element) || element.getAttribute("name") || "").slice(0, 40);
      // A box a character or two wide (one hex digit) gets one character, as a visitor would type.
      const narrow = element.getBoundingClientRect().width < 3 * Number.parseFloat(getComputedStyle(element).fontSize);
      const text = narrow ? "A" : (typed[element.type ?? ""] ?? "Ada");
      found.push({
        kind,
        signature: key,
        nth,
        popup: element.hasAttribute("aria-haspopup"),
        label: `${element.tagName.toLowerCase()} "${name}"`,
        text: element.maxLength && element.maxLength > 0 ? text.slice(0, element.maxLength) : text,
      });
    }
    return found;
  };
  /** The controls to act on, found before the first action, and where each stands among all controls. */
  bench.resolve = (keys) => {
    const all = [...document.querySelectorAll(selector)];
    bench.targets = keys.map(([key, nth]) => bench.find(key, nth));
    bench.positions = bench.targets.map((target) => (target ? all.indexOf(target) : -1));
  };
  /**
   * A control hydration replaced (a summary became a button): the control that
   * says the same, as a visitor finds it again, else whatever now stands at its
   * place among the controls, if it is of the same kind (something pressed, a
   * field). Its place alone is not enough: a day's entries, replayed after
   * hydration, change how many controls come before the questions below them.
   */
  bench.refind = (at, key, nth) => {
    const same = bench.find(key, nth);
    if (same) return same;
    const now = document.querySelectorAll<ControlElement>(selector)[bench.positions[at] ?? -1];
    return now && signature(now).split("|")[0] === key.split("|")[0] ? now : null;
  };
  bench.find = (key, nth) => {
    let index = 0;
    for (const element of document.querySelectorAll<ControlElement>(selector)) {
      if (signature(element) !== key) continue;
      if (index === nth) return element;
      index++;
    }
    return null;
  };

  const tracked = ["aria-expanded", "aria-pressed", "aria-selected", "aria-checked", "aria-disabled", "hidden", "open"];
  tracked.push("data-state");
  /** The state a visitor can see: disclosure, selection and dialog state, field values, scroll offsets; by element. */
  bench.snapshot = () => {
    const keys = new Map<Element, string>();
    const keyOf = (element: Element): string => {
      if (element.id) return `#${element.id}`;
      let key = keys.get(element);
      if (key) return key;
      let position = 1;
      for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) position++;
      const parent = element.parentElement;
      key = `${parent && parent !== document.documentElement ? `${keyOf(parent)}>` : ""}${element.tagName.toLowerCase()}:${position}`;
      keys.set(element, key);
      return key;
    };
    const state: Snapshot = { location: location.pathname + location.search + location.hash };
    for (const element of document.body.querySelectorAll<ControlElement>("*")) {
      const parts: string[] = [];
      for (const name of tracked) if (element.hasAttribute(name)) parts.push(`${name}=${element.getAttribute(name)}`);
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) {
        parts.push(
          /^(checkbox|radio)$/.test(element.type ?? "") ? `checked=${element.checked}` : `value=${element.value}`,
        );
      }
      if (element.scrollLeft || element.scrollTop) {
        parts.push(`scroll=${Math.round(element.scrollLeft)},${Math.round(element.scrollTop)}`);
      }
      if (parts.length) state[keyOf(element)] = parts.join(" ");
    }
    return state;
  };
}

// tsx compiles this file keeping function names: it wraps each function it names in `__name(…)`, a
// helper of the module's own. The probe's functions run in the page, which is given the same helper.
export const keepNamesHelper =
  "globalThis.__name = (target, value) => Object.defineProperty(target, 'name', { value, configurable: true });";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, sleep(ms).then(() => undefined)]);
}

/** The page's state once it stops changing (two snapshots alike, 150 ms apart; at most about 4 s). */
async function settled(page: Page): Promise<Snapshot> {
  let last = await page.evaluate(() => window.__bench.snapshot());
  for (let attempt = 0; attempt < 25; attempt++) {
    await sleep(150);
    const next = await page.evaluate(() => window.__bench.snapshot());
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

/** One action made: `at` (ms since the navigation) and whether the app had called hydrateRoot then. */
type Step = EarlyStep & { at?: number; hydrating?: boolean };

const messageOf = (error: unknown) => String(error instanceof Error ? error.message : error);

/** One action as a visitor on a phone makes it: a tap where the control is on screen, or a tap then typing. */
async function act(page: Page, action: Control, index: number): Promise<Step> {
  let handle: JSHandle<unknown> | undefined;
  try {
    await page.evaluate((at) => {
      window.__bench.action = at;
    }, index);
    // Found again once if hydration replaced it between finding and clicking: a visitor's tap
    // lands on whatever is at that spot.
    for (let attempt = 0; ; attempt++) {
      await handle?.dispose().catch(() => {});
      handle = await page.evaluateHandle(
        (at, key, nth) => {
          const target = window.__bench.targets[at];
          return target?.isConnected ? target : window.__bench.refind(at, key, nth);
        },
        index,
        action.signature,
        action.nth,
      );
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) return { done: false, error: "control not found" };
      // When: the time, and whether the app had called hydrateRoot (from then on React replays, not the keeper).
      const [at, hydrating] = await page.evaluate((): [number, boolean] => [
        performance.now(),
        "hydrating" in document.documentElement.dataset,
      ]);
      try {
        if (action.kind === "select") {
          const next = await element.evaluate((control) => {
            const select = control as HTMLSelectElement;
            return select.options[(select.selectedIndex + 1) % select.options.length]?.value;
          });
          await element.select(...(next === undefined ? [] : [next]));
        } else {
          await element.tap();
          if (action.kind === "type") await page.keyboard.type(action.text);
        }
        return { done: true, at, hydrating };
      } catch (error) {
        if (attempt > 0 || !/detached|not clickable/i.test(messageOf(error))) throw error;
      }
    }
  } catch (error) {
    return { done: false, error: messageOf(error).split("\n")[0] };
  } finally {
    await handle?.dispose().catch(() => {});
  }
}

/**
 * One visit in a fresh profile. `early`: discover the controls at the first
 * paint (on an edition, once its part below the first screen shows) and act at once, then wait for the controls and the replays, and take
 * the settled state. `late`: wait for the controls to be ready, then act
 * (the plan of the early visit), taking the settled state after each action.
 */
/** A visit's plan, the time from first paint to ready, and what the judge reads of it. */
interface Visit<Result> {
  plan: Control[];
  readyMs: number;
  result: Result;
}

async function visit(browser: Browser, url: string): Promise<Visit<EarlyVisit>>;
async function visit(browser: Browser, url: string, plan: Control[]): Promise<Visit<LateVisit>>;
async function visit(browser: Browser, url: string, plan?: Control[]): Promise<Visit<EarlyVisit | LateVisit>> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.emulateCPUThrottling(4);
    await page.emulateNetworkConditions(PredefinedNetworkConditions["Slow 4G"]);
    await context.overridePermissions(new URL(url).origin, ["clipboard-read", "clipboard-sanitized-write"]);
    let painted = (_at: number) => {};
    let readied = (_at: number) => {};
    const paint = new Promise<number>((done) => {
      painted = done;
    });
    const ready = new Promise<number>((done) => {
      readied = done;
    });
    await page.exposeFunction("__benchPaint", (at: number) => painted(at));
    await page.exposeFunction("__benchReady", (at: number) => readied(at));
    await page.evaluateOnNewDocument(keepNamesHelper);
    // The check the page's keeper makes, for the probe to make too.
    await page.evaluateOnNewDocument(`globalThis.ownedByReact = ${ownedByReact};`);
    await page.evaluateOnNewDocument(installProbe, controls);
    const loading = page.goto(url, { waitUntil: "load", timeout: 60_000 }).catch((error: unknown) => error);
    const fcp = await within(paint, readyTimeoutMs);
    if (fcp === undefined) throw new Error(`${url} did not paint within ${readyTimeoutMs / 1000} s`);
    const early = plan === undefined;
    const documentId = await page.evaluate(() => window.__bench.id);
    let left: { url: string } | undefined;
    // Another document in the tab: a native link or form took the visitor away.
    const leftPage = async () => {
      if (!left && (await page.evaluate(() => window.__bench.id).catch(() => undefined)) !== documentId) {
        left = { url: page.url() };
      }
      return left;
    };
    // An edition shows its part below the first screen once that part's styles have come
    // (`data-later-styles-pending` until then): its controls are acted on as soon as they show.
    if (early) {
      await page
        .waitForFunction(() => !document.documentElement.hasAttribute("data-later-styles-pending"), {
          timeout: readyTimeoutMs,
          polling: 20,
        })
        .catch(() => {});
    }
    const actions = early ? planActions(await page.evaluate(() => window.__bench.discover())) : plan;
    // Each control is found before the first action: a "Show" toggle reads "Hide" once pressed, and
    // would no longer be told from the next one by what it says. Found again only if hydration replaced it.
    const resolve = () =>
      page.evaluate(
        (keys: [string, number][]) => {
          window.__bench.resolve(keys);
        },
        actions.map((action): [string, number] => [action.signature, action.nth]),
      );
    if (early) await resolve();
    const steps: (Step & { after?: Snapshot })[] = [];
    let before: Snapshot | undefined;
    let readyAt: number | undefined;
    if (early) {
      for (const [index, action] of actions.entries()) {
        steps.push((await leftPage()) ? { done: false, error: "the page was left" } : await act(page, action, index));
      }
      readyAt = await within(ready, readyTimeoutMs);
      await loading;
      await sleep(replayMs);
      await leftPage();
      // Early: made before the page's controls were ready. `when` says so, with where the action
      // landed and when the app took over (ms after the first paint), for a lost action's note.
      const { hits, marks }: Pick<Bench, "hits" | "marks"> = left
        ? { hits: [], marks: {} }
        : await page.evaluate(() => ({ hits: window.__bench.hits, marks: window.__bench.marks }));
      const ms = (at: number | undefined) => (at === undefined ? "never" : `${Math.round(at - fcp)} ms`);
      const times = `hydrateRoot ${ms(marks.hydrateRoot)}, hydrated ${ms(marks.hydrated)}, ready ${ms(readyAt)}`;
      for (const [index, step] of steps.entries()) {
        if (!step.done) continue;
        step.early = readyAt === undefined || (step.at !== undefined && step.at < readyAt);
        const landed = hits
          .filter((entry) => entry.action === index)
          .map((entry) => `${entry.kind === "key" ? "typed into" : "tap reached"} ${entry.target} at ${ms(entry.at)}`);
        const phase = !step.early ? "after ready" : step.hydrating ? "after hydrateRoot" : "before hydrateRoot";
        step.when = `${phase} (aimed at ${ms(step.at)}; ${landed.join(", ") || "no click reached the page"}; ${times})`;
      }
    } else {
      readyAt = await within(ready, readyTimeoutMs);
      await loading;
      // The reference visit acts on a page wholly React's: a summary still waiting to hydrate
      // would race its own hydration, as an early click does.
      await page
        .waitForFunction(() => window.__bench.static || window.__bench.hydrated(), {
          timeout: readyTimeoutMs,
          polling: 50,
        })
        .catch(() => {});
      before = await settled(page);
      await resolve();
      for (const [index, action] of actions.entries()) {
        const step = await act(page, action, index);
        steps.push({ ...step, after: await settled(page) });
      }
    }
    const final: Snapshot = left ? {} : await settled(page);
    const log: Effect[] = left ? [] : await page.evaluate(() => window.__bench.log);
    return {
      plan: actions,
      readyMs: readyAt === undefined ? Number.NaN : readyAt - fcp,
      result: { before, steps, final, log, left },
    };
  } finally {
    await context.close();
  }
}

/**
 * Probes one route: `{ readyMs, acts, early, lost, verdicts, unexplained }`.
 * readyMs comes from the late visit, where no action hurries a part of the page.
 */
export async function probeFirstTouch(browser: Browser, url: string): Promise<TouchRun> {
  const early = await visit(browser, url);
  const late = await visit(browser, url, early.plan);
  return { readyMs: late.readyMs, ...judge(early.plan, early.result, late.result) };
}

/** The bench's Chromium, reached over the DevTools port chrome-launcher opened. */
export function connect(chromePort: number): Promise<Browser> {
  return puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
}
