import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

// A visitor on a slow phone types their guess as soon as the page shows, whenever the
// page's scripts happen to run: before React takes the boxes, while it does, or after.
// Whatever moment the keys land in, none may be lost. Repeated, since each visit lands
// them at another moment of the page's start.

const visits = 5;

/** Opens the colour game with the CPU slowed 4x; returns with the first bytes, the page neither loaded nor hydrated. */
async function openSlowed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The frame's goto: the suite's page.goto would wait for hydration.
  await page.mainFrame().goto("/color-game/", { waitUntil: "commit" });
  return cdp;
}

test.describe("typing in the colour game, 4x slower CPU", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.slow();

  test("no character typed as the page loads is lost, and Backspace clears back", async ({ page }) => {
    for (let visit = 0; visit < visits; visit++) {
      const cdp = await openSlowed(page);
      const boxes = page.getByRole("textbox");
      await boxes.first().click();
      await page.keyboard.type("a1");
      // Uppercased, one character a box, the focus on the next box.
      await expect(boxes.nth(0)).toHaveValue("A");
      await expect(boxes.nth(1)).toHaveValue("1");
      await expect(boxes.nth(2)).toBeFocused();
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 30_000 });
      await page.keyboard.type("b");
      await expect(boxes.nth(2)).toHaveValue("B");
      // Backspace empties the box before the empty one it is in, then the one before that, keeping the focus.
      await expect(boxes.nth(3)).toBeFocused();
      await page.keyboard.press("Backspace");
      await expect(boxes.nth(2)).toHaveValue("");
      await expect(boxes.nth(2)).toBeFocused();
      await page.keyboard.press("Backspace");
      await expect(boxes.nth(1)).toHaveValue("");
      await expect(boxes.nth(1)).toBeFocused();
      await expect(boxes.nth(0)).toHaveValue("A");
      await cdp.detach();
    }
  });
});
