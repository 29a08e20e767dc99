import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HIGH_SCORES_KEY } from "../color-game/high-scores.ts";
import { ColorGamePage } from "./color-game.tsx";

function targetHex() {
  const swatch = screen.getByRole("img", { name: "The color to guess" });
  return swatch.style.getPropertyValue("--target").replace("#", "");
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Whole games typed key by key: slow on a busy machine.
describe("ColorGamePage", { timeout: 20_000 }, () => {
  it("submits only with six characters, scores the guess, saves it and resets", async () => {
    const user = userEvent.setup();
    render(<ColorGamePage />);
    const target = targetHex();
    expect(target).toMatch(/^[0-9A-F]{6}$/);
    expect(screen.getByText("No previous scores to show.")).toBeInTheDocument();

    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(screen.getByRole("textbox", { name: "Hex digit 1 of 6" }));
    await user.keyboard(target.slice(0, 5));
    expect(submit).toHaveAttribute("aria-disabled", "true");
    await user.click(submit);
    expect(screen.queryByRole("region", { name: "Results" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("textbox", { name: "Hex digit 6 of 6" }));
    await user.keyboard(target.slice(5));
    expect(submit).not.toHaveAttribute("aria-disabled");
    await user.click(submit);
    const results = screen.getByRole("region", { name: "Results" });
    expect(results).toHaveTextContent("You were 100.00% of the way there!");
    expect(results).toHaveTextContent("Nothing... somehow you got it");
    expect(within(results).getByText(/^Tip:/)).toBeInTheDocument();
    // A keyboard or screen-reader user is taken to the results.
    await waitFor(() => expect(within(results).getByRole("heading", { name: "Results" })).toHaveFocus());
    const saved = JSON.parse(localStorage.getItem(HIGH_SCORES_KEY) ?? "[]");
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ actual: target, guess: target, similarityPercentage: 100 });

    await user.click(screen.getByRole("button", { name: "New color" }));
    expect(screen.queryByRole("region", { name: "Results" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Hex digit 1 of 6" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Hex digit 6 of 6" })).toHaveValue("");
    expect(targetHex()).not.toBe(target);
    expect(screen.getAllByRole("listitem").some((li) => li.textContent?.includes("100.00%"))).toBe(true);
  });

  it("lets the visitor try again at the same colour, and every try enters the high scores", async () => {
    const user = userEvent.setup();
    render(<ColorGamePage />);
    const target = targetHex();
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(screen.getByRole("textbox", { name: "Hex digit 1 of 6" }));
    await user.keyboard(target === "000000" ? "FFFFFF" : "000000");
    await user.click(submit);
    // The score line, not "100.00% more red", which a far guess at a very red colour also shows.
    expect(screen.getByRole("region", { name: "Results" })).not.toHaveTextContent("You were 100.00% of the way there!");
    expect(submit).not.toHaveAttribute("aria-disabled");

    // Correct the guess box by box, with the same colour still on screen.
    await user.click(screen.getByRole("textbox", { name: "Hex digit 1 of 6" }));
    await user.keyboard(target);
    expect(submit).not.toHaveAttribute("aria-disabled");
    await user.click(submit);
    expect(screen.getByRole("region", { name: "Results" })).toHaveTextContent("You were 100.00% of the way there!");
    expect(targetHex()).toBe(target);
    const rows = within(screen.getByRole("list", { name: "Best scores, highest first" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("100.00%");
    expect(JSON.parse(localStorage.getItem(HIGH_SCORES_KEY) ?? "[]")).toHaveLength(2);
  });

  it("shows the valid stored scores and drops hostile ones instead of failing", () => {
    const good = { actual: "FF0000", guess: "FF0000", similarityPercentage: 100, percentageDifference: [0, 0, 0] };
    localStorage.setItem(
      HIGH_SCORES_KEY,
      JSON.stringify([
        { ...good, timestamp: 1e300 },
        { ...good, timestamp: -9e15 },
        { ...good, guess: "<img>" },
        { ...good, similarityPercentage: Number.POSITIVE_INFINITY },
        { ...good, timestamp: 1_700_000_000_000, similarityPercentage: 90 },
      ]),
    );
    render(<ColorGamePage />);
    const rows = within(screen.getByRole("list", { name: "Best scores, highest first" })).getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("90.00%");
  });

  it("plays on when storage throws, and says scores cannot be saved", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    const user = userEvent.setup();
    render(<ColorGamePage />);
    expect(screen.getByText(/Scores can't be saved in this browser/)).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Hex digit 1 of 6" }));
    await user.keyboard("000000");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("region", { name: "Results" })).toHaveTextContent("of the way there!");
    expect(screen.getByRole("list", { name: "Best scores, highest first" })).toBeInTheDocument();
  });

  it("tells when a full list fails to save after a good start", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    const user = userEvent.setup();
    render(<ColorGamePage />);
    expect(screen.queryByText(/Scores can't be saved/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Hex digit 1 of 6" }));
    await user.keyboard("FFFFFF");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText(/Scores can't be saved in this browser/)).toBeInTheDocument();
  });
});
