import { runIdleTasks } from "@duci/vite-config/idle-tasks";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { SiteNav } from "./site-nav.tsx";

beforeEach(() => {
  // A phone: the bar's links collapse into the menu.
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width: 390, height: 800 },
  );
});

/** The bar, once its menu's native toggle has become the scripted button. */
async function renderNav(currentPath: string) {
  const result = render(<SiteNav currentPath={currentPath} />);
  await runIdleTasks();
  return result;
}

function menuButton() {
  return screen.getByRole("button", { name: "Menu" });
}

function menu() {
  const id = menuButton().getAttribute("aria-controls") ?? "";
  return document.getElementById(id) as HTMLElement;
}

describe("SiteNav mobile menu", () => {
  it("opens and closes with its button and lists Events, Resources, About, Contact and a highlighted Join", async () => {
    const user = userEvent.setup();
    await renderNav("/about/");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toBeVisible();
    const links = within(menu()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Events", "Resources", "About", "Contact", "Join"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/events/",
      "/resources/",
      "/about/",
      "/contact/",
      "/join/",
    ]);
    expect(links[4]).toHaveAttribute("data-variant", "join");
    expect(within(menu()).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("moves from the button into the menu with Tab, and Escape closes it and returns focus to the button", async () => {
    const user = userEvent.setup();
    await renderNav("/about/");
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveFocus();
    await user.tab();
    expect(within(menu()).getByRole("link", { name: "Events" })).toHaveFocus();
    await user.tab();
    expect(within(menu()).getByRole("link", { name: "Resources" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it("closes when the visitor navigates, by a menu link or otherwise", async () => {
    const user = userEvent.setup();
    const { rerender } = await renderNav("/");
    await user.click(menuButton());
    await user.click(within(menu()).getByRole("link", { name: "Contact" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    expect(menu()).toBeVisible();
    rerender(<SiteNav currentPath="/events/" />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("ignores Escape while closed", async () => {
    const user = userEvent.setup();
    await renderNav("/");
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).not.toHaveFocus();
  });
});

describe("SiteNav current section", () => {
  it("marks the section's links on a sub-page without calling them the current page", () => {
    render(<SiteNav currentPath="/events/all/" />);
    const events = screen.getAllByRole("link", { name: "Events", hidden: true });
    // The bar's link and the menu's link.
    expect(events).toHaveLength(2);
    for (const link of events) {
      expect(link).toHaveAttribute("data-current", "section");
      expect(link).not.toHaveAttribute("aria-current");
    }
    expect(screen.getAllByRole("link", { name: "Resources", hidden: true })[0]).not.toHaveAttribute("data-current");
  });

  it("marks the page's own link as the current page", () => {
    render(<SiteNav currentPath="/resources/" />);
    for (const link of screen.getAllByRole("link", { name: "Resources", hidden: true })) {
      expect(link).toHaveAttribute("aria-current", "page");
      expect(link).toHaveAttribute("data-current", "page");
    }
  });
});

describe("SiteNav corner", () => {
  it("starts every page with the logo and the club's name linking home; the home page adds its networks", async () => {
    const { unmount } = render(<SiteNav currentPath="/about/" />);
    expect(screen.getByRole("link", { name: "Design at UCI" })).toHaveAttribute("href", "/");
    expect(document.querySelector("ul[aria-label='Social media']")).toBeNull();
    unmount();

    render(<SiteNav currentPath="/" variant="home" />);
    await runIdleTasks();
    expect(screen.getByRole("link", { name: "Design at UCI" })).toHaveAttribute("href", "/");
    expect(screen.getByText("Design at UCI")).toBeVisible();
    // Beside the name from a tablet's width up, in the menu on a phone.
    const [bar, menuRow] = document.querySelectorAll<HTMLElement>("ul[aria-label='Social media']");
    for (const list of [bar, menuRow]) {
      const networks = list?.querySelectorAll("a") ?? [];
      expect(networks.length).toBe(6);
      for (const link of networks) expect(link).toHaveAttribute("target", "_blank");
    }
    expect(menuRow && menu().contains(menuRow)).toBe(true);
  });
});
