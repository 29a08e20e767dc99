import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_MS, HexInput, INVALID_HEX_MESSAGE } from "./hex-input.tsx";

function Harness({ initial = ["", "", "", "", "", ""] }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <HexInput value={value} onChange={setValue} />
      <output data-testid="value">{value.map((c) => c || "_").join("")}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Hex digit ${n} of 6` });
const shown = () => screen.getByTestId("value").textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe("HexInput", { timeout: 15_000 }, () => {
  it("shows six labelled boxes after a '#' in a named group", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Your guess, as a hex code" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(screen.getByText("#")).toHaveAttribute("aria-hidden", "true");
  });

  it("uppercases valid characters and moves focus on to the next box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("a1b2c3");
    expect(shown()).toBe("A1B2C3");
    expect(box(6)).toHaveFocus();
  });

  it("accepts every hex digit and letter, either case", async () => {
    const user = userEvent.setup();
    for (const chars of ["012345", "6789ab", "cdefAB", "CDEF00"]) {
      const { unmount } = render(<Harness />);
      await user.click(box(1));
      await user.keyboard(chars);
      expect(shown()).toBe(chars.toUpperCase());
      unmount();
    }
  });

  it("rejects other characters, stays put and shows the message for 2.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("g");
    expect(shown()).toBe("______");
    expect(box(1)).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_HEX_MESSAGE);
    expect(box(1)).toHaveAttribute("aria-invalid", "true");
    for (const key of ["z", "#", " ", "-", "é"]) await user.keyboard(key);
    expect(shown()).toBe("______");
    act(() => vi.advanceTimersByTime(ERROR_MS - 100));
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_HEX_MESSAGE);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

  it("replaces the character of a filled box when typed over", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["A", "B", "C", "", "", ""]} />);
    await user.click(box(2));
    await user.keyboard("9");
    expect(shown()).toBe("A9C___");
    expect(box(3)).toHaveFocus();
  });

  it("moves on when the character typed over a box is the one already there", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["0", "0", "0", "0", "0", "0"]} />);
    await user.click(box(1));
    await user.keyboard("539021");
    expect(shown()).toBe("539021");
    expect(box(6)).toHaveFocus();
  });

  it("Backspace clears the current box and moves back", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["1", "2", "3", "4", "5", "6"]} />);
    await user.click(box(6));
    await user.keyboard("{Backspace}");
    expect(shown()).toBe("12345_");
    expect(box(5)).toHaveFocus();
    await user.keyboard("{Backspace}{Backspace}");
    expect(shown()).toBe("123___");
    expect(box(3)).toHaveFocus();
  });

  it("Backspace in an empty box clears the previous one and moves back", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["1", "2", "3", "", "", ""]} />);
    await user.click(box(4));
    await user.keyboard("{Backspace}");
    expect(shown()).toBe("12____");
    expect(box(3)).toHaveFocus();
  });

  it("Backspace in the first empty box does nothing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("{Backspace}");
    expect(shown()).toBe("______");
    expect(box(1)).toHaveFocus();
  });

  it("Left and Right move focus without changing anything, and stop at the ends", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["A", "B", "", "", "", ""]} />);
    await user.click(box(3));
    await user.keyboard("{ArrowLeft}");
    expect(box(2)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(box(1)).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(box(6)).toHaveFocus();
    expect(shown()).toBe("AB____");
  });

  it("fills all six boxes from a pasted hex code, with or without '#'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste("#0a9bff");
    expect(shown()).toBe("0A9BFF");
    expect(box(6)).toHaveFocus();
    await user.click(box(1));
    await user.paste("fc593d");
    expect(shown()).toBe("FC593D");
  });

  it("fills from the focused box when a shorter code is pasted", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste("abc");
    expect(shown()).toBe("_ABC__");
    expect(box(5)).toHaveFocus();
  });

  it("refuses a paste that is not hex", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste("blue!!");
    expect(shown()).toBe("______");
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_HEX_MESSAGE);
  });

  it("handles a value typed by an input method as a change event", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "e" } });
    expect(shown()).toBe("E_____");
    expect(box(2)).toHaveFocus();
  });

  it("spreads two characters that reached an empty box at once (typed before the script ran)", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "a1" } });
    expect(shown()).toBe("A1____");
    expect(box(3)).toHaveFocus();
  });

  it("adds a key to what the box shows but does not hold (typed before the script ran)", () => {
    render(<Harness />);
    (box(1) as HTMLInputElement).value = "a";
    fireEvent.keyDown(box(1), { key: "1" });
    expect(shown()).toBe("A1____");
    expect(box(3)).toHaveFocus();
  });

  it("keeps only the new character typed into a filled box", () => {
    render(<Harness initial={["A", "", "", "", "", ""]} />);
    fireEvent.change(box(1), { target: { value: "A7" } });
    expect(shown()).toBe("7_____");
  });
});
