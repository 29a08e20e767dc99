// With JavaScript turned off every page is still read in full: folded answers, the
// rubric and the showcases open natively, the people's cards lead to their
// profiles on the edition's people page, and the mobile menu opens. The same controls keep their scripted behaviour when JavaScript runs.
import { judges2024 } from "@duci/data/editions/2024/people";
import { expect, test } from "../fixtures";

test.use({ javaScriptEnabled: false });

test("the houses FAQ answers open without JavaScript", async ({ page }) => {
  await page.goto("/houses/");
  const faq = page.locator("#FAQ");
  const question = faq.getByText("Do I need to be in a house to attend events?");
  const answer = faq.getByRole("region", { name: "Do I need to be in a house to attend events?" });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("No.");
  await question.click();
  await expect(answer).toBeHidden();

  // By keyboard too: every question is reachable with Tab and opens with Enter.
  const first = faq.locator("summary").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByRole("region", { name: "What is the House System?" })).toBeVisible();
});

test("the Design-a-thon showcases open without JavaScript", async ({ page }) => {
  await page.goto("/designathon/");
  const card = page.getByRole("article").filter({ hasText: "2022: Impact" });
  const view = card.getByRole("heading", { name: "Ratatouille" });
  await expect(view).toBeHidden();
  await card.getByText("Show showcase").click();
  await expect(view).toBeVisible();
  await expect(card).toContainText("Stephanie Chang, Michelle Kou");
  await expect(card.getByText("Hide showcase")).toBeVisible();
  await card.getByText("Hide showcase").click();
  await expect(view).toBeHidden();
});

test("the 2022 rubric and FAQ open without JavaScript", async ({ page }) => {
  await page.goto("/designathon/22/");
  const brief = page.getByTestId("challenge-brief");
  const criterion = brief.getByRole("heading", { name: "User Research: 15 points" });
  await expect(criterion).toBeHidden();
  await brief.getByText("View Full Rubric").click();
  await expect(criterion).toBeVisible();
  await expect(brief.getByRole("rowheader")).toHaveCount(20);
  await expect(brief.getByText("Hide Full Rubric")).toBeVisible();

  const faq = page.locator("#faq");
  await faq.getByText("How much does it cost?").click();
  await expect(faq.getByRole("region", { name: "How much does it cost?" })).toContainText("Impact 2022 is free.");
});

test("the 2023 speakers' cards lead to their profiles, and the FAQ opens, without JavaScript", async ({ page }) => {
  await page.goto("/designathon/23/");
  await page
    .locator("#speakers")
    .getByRole("button", { name: /Harrison Wheeler/ })
    .click();
  // The card's form is a plain GET, hence the empty query.
  await expect(page).toHaveURL(/\/designathon\/23\/people\/\?#harrison-wheeler$/);
  const profile = page.getByRole("article", { name: "Harrison Wheeler" });
  await expect(profile).toBeInViewport();
  await expect(profile).toContainText("Keynote speech · Friday, February 24, 6:00 PM PST");
  await page.getByRole("link", { name: "Back to You Belong Here" }).click();
  await expect(page).toHaveURL(/\/designathon\/23\/$/);

  const faq = page.locator("#faq");
  const question = faq.locator("summary").first();
  await question.click();
  await expect(faq.getByRole("region").first()).toBeVisible();
});

test("the 2024 speakers' cards lead to their profiles, and the FAQ opens, without JavaScript", async ({ page }) => {
  const response = await page.goto("/designathon/24/");
  // The profiles live on the people page: the edition's own HTML stays small.
  expect(await response?.text()).not.toContain("<dialog");
  const keynote = judges2024[0];
  await page.getByRole("button", { name: new RegExp(keynote.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/designathon/24/people/\\?#${keynote.id}$`));
  const profile = page.getByRole("article", { name: keynote.name });
  await expect(profile).toBeInViewport();
  await expect(profile).toContainText(keynote.role);
  await page.goBack();

  const faq = page.locator("#s-faq");
  await faq.getByText("Who can participate?").click();
  await expect(faq.getByRole("region", { name: "Who can participate?" })).toContainText(".edu email");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu opens and closes without JavaScript", async ({ page }) => {
    await page.goto("/about/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const events = nav.getByRole("link", { name: "Events" });
    await expect(events).toBeHidden();
    await nav.getByText("Menu").click();
    await expect(events).toBeVisible();
    await expect(nav.getByRole("link", { name: "Join" })).toBeVisible();
    await nav.getByText("Menu").click();
    await expect(events).toBeHidden();

    await nav.getByText("Menu").click();
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});
