import { colors } from "@duci/ui/theme/tokens";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TintList } from "./tint-list.tsx";

describe("TintList", () => {
  it("shows every dark tint of the theme with its HEX code and contrast", () => {
    render(<TintList />);
    for (const hex of [colors.link, colors.orangeDark, colors.danger, colors.textMuted]) {
      expect(screen.getByText(new RegExp(hex))).toBeInTheDocument();
    }
    expect(screen.getByText(/Deep orange/)).toBeInTheDocument();
    expect(screen.getByText(/Orange, darkened; white on it 4\.7:1/)).toBeInTheDocument();
  });
});
