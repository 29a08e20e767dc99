import { expect, expectAccessible, test } from "../fixtures.ts";

test("the overview introduces the Design-a-thon and lists every edition, accessibly", async ({ page }) => {
  await page.goto("/designathon/");
  await expect(page).toHaveTitle("Design-a-thons – Design at UCI");
  await expect(page.getByRole("heading", { level: 1, name: "Design-a-thon" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join us" })).toHaveAttribute("href", "/join/");
  await expect(page.getByRole("heading", { level: 2, name: "What is Design-a-thon at UCI?" })).toBeVisible();
  await expect(page.getByText("May 17-19, 2024")).toBeVisible();
  await expect(page.getByRole("link", { name: "Event Page", exact: true })).toHaveAttribute("href", "/designathon/24/");
  const list = page.getByRole("region", { name: "Every Design-a-thon" });
  await expect(list.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
    "2024: True to You",
    "2023: You Belong Here",
    "2022: Impact",
    "2021: Mindfulness & Productivity",
  ]);
  await expect(list.getByRole("article").nth(1)).toContainText("Community & Inclusivity");
  await expect(list.getByRole("article").nth(1)).toContainText("300+");
  await expect(list.getByRole("link", { name: "2023: You Belong Here Event Page" })).toHaveAttribute(
    "href",
    "/designathon/23/",
  );
  const legacy = list.getByRole("link", { name: "2021: Mindfulness & Productivity Event Page (opens in a new tab)" });
  await expect(legacy).toHaveAttribute("href", /^https:\/\//);
  await expect(legacy).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
});

test("the logo draws in path by path, and holds still with reduced motion", async ({ page }) => {
  await page.goto("/designathon/");
  const paths = page.getByRole("img", { name: "Design-a-thon logo" }).locator("path");
  const timings = await paths.evaluateAll((list) =>
    list.map((path) => {
      const style = getComputedStyle(path);
      return `${style.animationDuration} ${style.animationDelay}`;
    }),
  );
  expect(timings).toEqual(["2s 0s", "2s 0.3s", "2s 0.6s", "2s 0.9s"]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const still = await paths.evaluateAll((list) =>
    list.map((path) => `${getComputedStyle(path).animationName} ${getComputedStyle(path).strokeDashoffset}`),
  );
  expect(still).toEqual(["none 0px", "none 0px", "none 0px", "none 0px"]);
});

test("a showcase opens and closes by keyboard", async ({ page }) => {
  await page.goto("/designathon/");
  const card = page.getByRole("article").filter({ hasText: "2022: Impact" });
  const toggle = card.getByRole("button", { name: "Show showcase" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByRole("link", { name: /View Prototype/ })).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveText("Hide showcase");
  await expect(card.getByRole("heading", { level: 4 })).toHaveText(["Spark Grid", "Quiet Hour"]);
  const view = card.getByRole("link", { name: "View Prototype of Spark Grid (opens in a new tab)" });
  await expect(view).toHaveText("View Prototype");
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(card).toContainText("Noor Siddiqui, Caleb Wong, Iris Delgado");
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(view).toBeHidden();
});
