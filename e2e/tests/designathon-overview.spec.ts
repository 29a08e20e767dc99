import { editionsUnderTest, jsonLd } from "../editions.ts";
import { expect, expectAccessible, test } from "../fixtures.ts";

test("the overview introduces the Design-a-thon, leads to the current edition and lists every edition, accessibly", async ({
  page,
}) => {
  // The current edition is the newest: its page names it (a unit test keeps the newest the latest by date).
  const [current] = editionsUnderTest;
  if (!current) throw new Error("no edition app");
  await page.goto(current.path);
  const [event] = jsonLd(await page.locator('script[type="application/ld+json"]').allTextContents()).filter(
    (data) => data["@type"] === "Event",
  );
  const name = event?.name?.replace(/^Design-a-thon \d{4}: /, "") ?? "";

  await page.goto("/designathon/");
  await expect(page).toHaveTitle("Design-a-thons – Design at UCI");
  await expect(page.getByRole("heading", { level: 1, name: "Design-a-thon" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join us" })).toHaveAttribute("href", "/join/");
  await expect(page.getByRole("heading", { level: 2, name: "What is Design-a-thon at UCI?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Design-a-thon ${current.year}: ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Event Page", exact: true })).toHaveAttribute("href", current.path);

  const list = page.getByRole("region", { name: "Every Design-a-thon" });
  const headings = await list.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  const years = headings.map((heading) => Number(heading.slice(0, 4)));
  expect(years).toEqual([...years].sort((a, b) => b - a));
  expect(headings[0]).toBe(`${current.year}: ${name}`);
  const past = list.getByRole("article").filter({ hasText: "2023: You Belong Here" });
  await expect(past).toContainText("Community & Inclusivity");
  await expect(past).toContainText("300+");
  const legacy = list.getByRole("link", { name: "2021: Mindfulness & Productivity Event Page (opens in a new tab)" });
  await expect(legacy).toHaveAttribute("href", "https://designatuci.com/static/designathon2020/index.html");
  await expect(legacy).toHaveAttribute("target", "_blank");
  // Every Event Page is one of ours or an https address.
  for (const link of await list.getByRole("link", { name: /Event Page/ }).all()) {
    await expect(link).toHaveAttribute("href", /^\/designathon\/\d\d\/$|^https:\/\//);
  }
  // The sky band of editions meets the footer: no white stripe between them.
  const gap = await page.evaluate(
    () =>
      document.querySelector("footer")!.getBoundingClientRect().top -
      document.querySelector("[aria-labelledby='editions']")!.getBoundingClientRect().bottom,
  );
  expect(gap).toBe(0);
  await expectAccessible(page);
});

test("the featured edition shows its own cover art, the one its card has", async ({ page }) => {
  await page.goto("/designathon/");
  const feature = page.locator("section[aria-labelledby='current-edition'] img");
  const card = page.getByRole("region", { name: "Every Design-a-thon" }).getByRole("article").first().locator("img");
  const cover = await card.first().getAttribute("src");
  expect(cover).toBeTruthy();
  await expect(feature).toHaveAttribute("src", cover ?? "");
  await expect(feature).toHaveJSProperty("complete", true);
  expect(await feature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a showcase opens and closes by keyboard", async ({ page }) => {
  await page.goto("/designathon/");
  const card = page.getByRole("article").filter({ hasText: "2022: Impact" });
  const toggle = card.getByRole("button", { name: /showcase/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const project = card.getByRole("heading", { level: 4, name: "Ratatouille" });
  await expect(project).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveText("Hide showcase");
  // The 2022 winners, as the club's archive lists them.
  await expect(card.getByRole("heading", { level: 4 })).toHaveText(["Ratatouille", "Carbonology"]);
  await expect(card).toContainText("Stephanie Chang, Michelle Kou");
  await expect(card).toContainText("Ashley Chang, An Nguyen, Ryan Yang, Angel Yim");
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(project).toBeHidden();
});

test("the 2021 entries link to their Figma prototypes, and an edition without published winners has no showcase", async ({
  page,
}) => {
  await page.goto("/designathon/");
  const list = page.getByRole("region", { name: "Every Design-a-thon" });
  const legacy = list.getByRole("article").filter({ hasText: "2021: Mindfulness & Productivity" });
  await legacy.getByRole("button", { name: "Show showcase" }).click();
  const prototypes = legacy.getByRole("link", { name: /^View Prototype of / });
  await expect(prototypes).toHaveText(["View Prototype", "View Prototype"]);
  for (const link of await prototypes.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.figma\.com\/file\/[A-Za-z0-9]{22}\//);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  // 2024's winners were never published: its card has no showcase toggle.
  const trueToYou = list.getByRole("article").filter({ hasText: "2024: True to You" });
  await expect(trueToYou).toHaveCount(1);
  await expect(trueToYou.getByRole("button", { name: /showcase/ })).toHaveCount(0);
});
