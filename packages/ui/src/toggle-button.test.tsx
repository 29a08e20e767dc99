import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ToggleButton } from "./toggle-button.tsx";

function Harness() {
  const [pressed, setPressed] = useState(true);
  return (
    <ToggleButton pressed={pressed} onPressedChange={setPressed}>
      Tools
    </ToggleButton>
  );
}

describe("ToggleButton", () => {
  it("is a button that flips aria-pressed on click, Enter and Space", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole("button", { name: "Tools" });
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAttribute("data-state", "on");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("data-state", "off");
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });
});
