import { runIdleTasks } from "@duci/vite-config/idle-tasks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Rubric } from "./rubric.tsx";

describe("Rubric", () => {
  it("starts collapsed and toggles the full rubric with View/Hide Full Rubric", async () => {
    render(<Rubric />);
    await runIdleTasks();
    const toggle = screen.getByRole("button", { name: "View Full Rubric" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("heading", { name: "User Research: 15 points" })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent("Hide Full Rubric");
    expect(screen.getByRole("heading", { name: "User Research: 15 points" })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
