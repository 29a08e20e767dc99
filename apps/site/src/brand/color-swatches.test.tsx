import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ColorSwatches } from "./color-swatches.tsx";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ColorSwatches", () => {
  it("shows the 14 brand colours with HEX code and name", () => {
    render(<ColorSwatches />);
    expect(screen.getAllByRole("button")).toHaveLength(14);
    expect(screen.getByRole("button", { name: /^Ultraviolet #011EFB/ })).toHaveTextContent("#011EFBUltraviolet");
  });

  it("copies the HEX code on click or Enter and announces it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    // userEvent installs its own clipboard, so ours goes in after it.
    const user = userEvent.setup();
    stubClipboard(writeText);
    render(<ColorSwatches />);
    await user.click(screen.getByRole("button", { name: /^Blue #089AFF/ }));
    expect(writeText).toHaveBeenCalledWith("#089AFF");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copied #089AFF"));
    screen.getByRole("button", { name: /^Peach/ }).focus();
    await user.keyboard("{Enter}");
    expect(writeText).toHaveBeenLastCalledWith("#FFDFD9");
    expect(await screen.findByText("Copied #FFDFD9")).toBeInTheDocument();
  });

  it("shows the tapped swatch pressed while the clipboard has not answered, and only that one", async () => {
    let answer = () => {};
    const user = userEvent.setup();
    stubClipboard(() => new Promise<void>((done) => (answer = done)));
    render(<ColorSwatches />);
    const blue = screen.getByRole("button", { name: /^Blue #089AFF/ });
    await user.click(blue);
    expect(blue).toHaveAttribute("data-copying");
    expect(screen.getByRole("button", { name: /^Peach/ })).not.toHaveAttribute("data-copying");
    answer();
    // The status region is always there (empty while copying): wait for its words.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copied #089AFF"));
    expect(blue).not.toHaveAttribute("data-copying");
  });

  it("offers the code to copy by hand when the clipboard is refused", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    document.execCommand = () => false;
    render(<ColorSwatches />);
    await user.click(screen.getByRole("button", { name: /^Red #FC123D/ }));
    const field = await screen.findByRole("textbox", { name: /blocked the clipboard/ });
    expect(field).toHaveValue("#FC123D");
  });
});
