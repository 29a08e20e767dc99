// What every route is checked for, in one visit per route (tests/every-route.spec.ts)
// and after a visit from another app (tests/web-fonts.spec.ts).
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Each element with text of its own whose letters, digits or punctuation the
 * browser drew in another font than DM Sans, as reported by the browser for
 * the glyphs it actually rendered (not the CSS that asked for the font). A
 * symbol DM Sans's web subset lacks (an arrow, a star) may come from a system
 * font. Returns the elements checked and those drawn otherwise.
 */
export async function textNotInDmSans(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  type Node = typeof root;
  const owners: { id: number; text: string }[] = [];
  const skipped = new Set(["HEAD", "SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
  const walk = (node: Node) => {
    if (skipped.has(node.nodeName)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("");
    if (node.nodeType === 1 && text.trim()) owners.push({ id: node.nodeId, text });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  const textWithin = async (id: number) => {
    const { object } = await cdp.send("DOM.resolveNode", { nodeId: id });
    const { result } = await cdp.send("Runtime.callFunctionOn", {
      objectId: object.objectId,
      functionDeclaration: "function () { return this.textContent; }",
      returnByValue: true,
    });
    return String(result.value ?? "");
  };
  let checked = 0;
  const otherwise: string[] = [];
  for (const { id, text } of owners) {
    // A node a re-render has replaced since is skipped; one not rendered (a closed menu) reports no font.
    const fonts = await cdp
      .send("CSS.getPlatformFontsForNode", { nodeId: id })
      .then((answer) => answer.fonts)
      .catch(() => []);
    if (fonts.length === 0) continue;
    checked += 1;
    const elsewhere = fonts
      .filter((font) => !/^DM Sans\b/.test(font.familyName))
      .reduce((sum, font) => sum + font.glyphCount, 0);
    if (elsewhere === 0) continue;
    // The browser reports the glyphs of the element's inline descendants too (an icon's arrow in a link).
    const symbols = [...(await textWithin(id))].filter((char) => /\p{S}/u.test(char)).length;
    if (elsewhere > symbols) {
      otherwise.push(`"${text.trim().slice(0, 40)}" in ${fonts.map((font) => font.familyName).join(", ")}`);
    }
  }
  await cdp.detach();
  return { checked, otherwise };
}

/** How far the page is wider than the window, and the elements that stick out. */
export function overflow(page: Page) {
  return page.evaluate(async () => {
    // Let resize observers and the next layout settle.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll("body *"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const label = (element.getAttribute("class") ?? "").split(" ")[0] ?? "";
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `${name}.${label} "${text}" right edge ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

/**
 * Every grid of cards in the page's main part that does not read across
 * balanced rows: a list set in newspaper columns (it reads down, and its
 * columns end ragged; a gallery of photos or a text that is no list may); a
 * last row that holds a single card though another arrangement would leave
 * two or more on it (a narrower one, no fewer than half the columns of its
 * first row and two at least, or one more column where the cards would stay
 * at least 200 px wide); a row with room beside it for one more card (a
 * column left empty); a short last row set to one side rather than centred
 * under the rows above. A grid is an element laid out as a grid, a wrapping
 * flex row or in columns, with two or more visible cards (items at least
 * 100 px wide and 60 px tall).
 */
export function loneCards() {
  const found: string[] = [];
  for (const grid of Array.from(document.querySelectorAll<HTMLElement>("main *"))) {
    const style = getComputedStyle(grid);
    const inColumns = /^[OU]L$/.test(grid.tagName) && style.columnCount !== "auto" && Number(style.columnCount) > 1;
    const isGrid =
      style.display.endsWith("grid") || (style.display.endsWith("flex") && style.flexWrap === "wrap") || inColumns;
    if (!isGrid) continue;
    // What sits out of the flow (a hero's artwork behind its words) is no card of the grid.
    const cards = Array.from(grid.children)
      .filter((child) => !/^(absolute|fixed)$/.test(getComputedStyle(child).position))
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width >= 100 && box.height >= 60);
    if (cards.length < 2) continue;
    const name = grid.id || grid.getAttribute("aria-label") || grid.className.toString().split(" ")[0];
    const heading = grid.closest("section")?.querySelector("h2, h3")?.textContent ?? "";
    const report = (what: string) => found.push(`${heading} (${name}): ${what}`);
    // A gallery of photos may stand in columns of its own heights.
    if (inColumns) {
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not a photo's <noscript> markup
      if (Array.from(grid.children).some((child) => (child as HTMLElement).innerText.trim()))
        report(`set in ${style.columnCount} columns that read down`);
      continue;
    }
    const rows: number[] = [];
    for (const box of cards) {
      const row = rows.findIndex((top) => Math.abs(top - box.top) < 2);
      if (row === -1) rows.push(box.top);
    }
    rows.sort((a, b) => a - b);
    const perRow = rows.map((top) => cards.filter((box) => Math.abs(box.top - top) < 2).length);
    const columns = Math.max(...perRow);
    // A card as wide as the grid's first full row stands alone by design (a feature set across the page).
    const fullRow = cards.filter((box) => Math.abs(box.top - (rows[perRow.indexOf(columns)] ?? 0)) < 2);
    const rowLeft = Math.min(...fullRow.map((box) => box.left));
    const rowRight = Math.max(...fullRow.map((box) => box.right));
    const rowWidth = rowRight - rowLeft;
    const lefts = fullRow.map((box) => box.left).sort((a, b) => a - b);
    const gap = columns > 1 ? (lefts[1] ?? 0) - (fullRow.find((box) => box.left === lefts[0])?.right ?? 0) : 0;
    const cardWidth = Math.min(...fullRow.map((box) => box.width));
    const inner = grid.getBoundingClientRect();
    const contentLeft = inner.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const contentRight = inner.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    // Room for another card of the same width beside the fullest row, while more cards than that row holds exist.
    if (columns > 1 && columns < cards.length && contentRight - contentLeft - rowWidth >= cardWidth + gap - 1)
      report(`${perRow.join("+")} leaves a column empty`);
    if (rows.length < 2 || columns < 2) continue;
    const lastTop = rows[rows.length - 1] ?? 0;
    const lastRow = cards.filter((box) => Math.abs(box.top - lastTop) < 2);
    const last = perRow[perRow.length - 1] ?? 0;
    if (last < columns) {
      const lastCentre =
        (Math.min(...lastRow.map((box) => box.left)) + Math.max(...lastRow.map((box) => box.right))) / 2;
      const alone = lastRow[0];
      const spans = last === 1 && alone && alone.width >= 0.9 * rowWidth;
      if (!spans && Math.abs(lastCentre - (rowLeft + rowRight) / 2) > Math.max(4, gap / 2))
        report(`${perRow.join("+")} sets its last row to one side`);
    }
    if (last !== 1) continue;
    if (lastRow[0] && lastRow[0].width >= 0.9 * rowWidth) continue;
    const count = cards.length;
    const better = [];
    // One more column is an option where the cards would stay at least 200 px wide (three of about 220 on a tablet).
    if ((rowWidth - columns * gap) / (columns + 1) >= 200 && count % (columns + 1) !== 1) better.push(columns + 1);
    for (let narrower = columns; narrower >= Math.max(2, Math.ceil(columns / 2)); narrower--) {
      if (count % narrower !== 1) better.push(narrower);
    }
    if (better.length === 0) continue;
    report(`${perRow.join("+")}, could be ${better[0]} a row`);
  }
  return found;
}

/**
 * Every word of a heading or of a person's name on a card that the browser
 * split over two lines ("Sathyanara / yan", "Design-a- / thon"), with the text
 * it is in. A word is what lies between spaces; a compound may break after its
 * hyphen ("Cross- / Functional"), except the club's name for its competition.
 */
export function brokenWords() {
  const broken: string[] = [];
  const texts = document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, [aria-haspopup='dialog'] > span");
  for (const element of Array.from(texts)) {
    if (element.getClientRects().length === 0) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/Design-a-thon|[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
        if (lines.size > 1) broken.push(`"${match[0]}" in "${element.textContent?.trim()}"`);
      }
    }
  }
  return broken;
}

/** Whether DM Sans (not its local fallback) is in the page, loaded. */
export function dmSansLoaded(page: Page) {
  // Iterated, not FontFaceSet.forEach: without JavaScript the page runs no callbacks.
  return page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>).some(
      (face) => face.family.replace(/"/g, "") === "DM Sans" && face.status === "loaded",
    ),
  );
}

/** Waits for the page's fonts and checks both DM Sans weights are in. */
export async function fontsLoaded(page: Page) {
  await page.waitForLoadState("load");
  // A first visit's faces join the page once their files have arrived, after its first paint.
  await expect.poll(() => dmSansLoaded(page), { message: "DM Sans joins the page" }).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "DM Sans"'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('bold 16px "DM Sans"'))).toBe(true);
}

/**
 * Each match of a pattern (a regular expression's source and flags, global) in
 * the page's text that a line break cuts in two, as a reader sees it
 * ("5:00- / 5:45 PM", "Design-a- / thon").
 */
export function splitOverLines([source, flags]: readonly [string, string]) {
  const pattern = new RegExp(source, flags);
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? "").matchAll(pattern)) {
      const words = document.createRange();
      words.setStart(node, match.index);
      words.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        Array.from(words.getClientRects())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.top)),
      );
      if (lines.size > 1) broken.push(match[0].replaceAll("\u2060", "").replaceAll("\u00a0", " "));
    }
  }
  return broken;
}

/**
 * How many pixels of a screenshot are light (every channel above `above`) or
 * dark (every channel below `below`): a star's centre on a dark ground, or a
 * drawing's outline on a pale one.
 */
export function countPixels(page: Page, picture: Buffer, tone: { above: number } | { below: number }) {
  const limits = "above" in tone ? ([tone.above, 256] as const) : ([-1, tone.below] as const);
  return page.evaluate(
    async ([source, above, below]) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const channels = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (Math.min(...channels) > above && Math.max(...channels) < below) count++;
      }
      return count;
    },
    [`data:image/png;base64,${picture.toString("base64")}`, ...limits] as const,
  );
}
