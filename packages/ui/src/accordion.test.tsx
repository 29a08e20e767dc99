import { runIdleTasks, runNextIdleTask } from "@duci/vite-config/idle-tasks";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion.tsx";

const items = [
  { id: "a", question: "First question", answer: <p>First answer</p> },
  { id: "b", question: "Second question", answer: <p>Second answer</p> },
];

describe("Accordion", () => {
  it("starts closed and toggles an answer by click", async () => {
    render(<Accordion items={items} />);
    await runIdleTasks();
    const first = screen.getByRole("button", { name: "First question" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("First answer")).not.toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "First question" })).toHaveTextContent("First answer");
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
  });

  it("opens by keyboard and keeps other items as they were", async () => {
    render(<Accordion items={items} />);
    await runIdleTasks();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("button", { name: "First question" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Second question" })).toHaveAttribute("aria-expanded", "true");
  });

  it("before scripts, holds each question's heading in its native summary, never a details in a heading", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Accordion items={items} headingLevel={3} />);
    expect(container.querySelectorAll("details > summary > h3")).toHaveLength(2);
    expect(container.querySelector("h3 details, h3 summary")).toBeNull();
    const [firstSummary] = Array.from(container.querySelectorAll("summary"));
    expect(firstSummary).toHaveTextContent("First question");
    expect(container.querySelector(`section[aria-labelledby="${firstSummary?.id}"]`)).toHaveAttribute("hidden");
  });

  it("turns each native toggle into its button in a task of its own, keeping what the visitor opened (before or after hydration) and where they are", async () => {
    // The prerendered page, where the visitor opened the second question and stands on the first.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Accordion items={items} />);
    const [firstToggle, secondToggle] = Array.from(container.querySelectorAll("details"));
    secondToggle?.setAttribute("open", "");
    const firstSummary = firstToggle?.querySelector("summary") as HTMLElement;
    firstSummary.tabIndex = 0;
    firstSummary.focus();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Accordion items={items} />);
    });
    expect(container.querySelectorAll("summary")).toHaveLength(2);
    // Hydrated, still native: the visitor opens the first too.
    firstToggle?.setAttribute("open", "");
    await runNextIdleTask();
    const first = screen.getByRole("button", { name: "First question" });
    // The first became a button, and the second waits for a later task.
    expect(container.querySelectorAll("summary")).toHaveLength(1);
    expect(first).toHaveFocus();
    await runNextIdleTask();
    const second = screen.getByRole("button", { name: "Second question" });
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Second question" })).toBeVisible();
    expect(first).toHaveAttribute("aria-expanded", "true");
    act(() => root?.unmount());
    container.remove();
  });
});
