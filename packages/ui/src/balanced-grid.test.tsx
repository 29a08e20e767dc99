import { render, screen } from "@testing-library/react";
import { Fragment } from "react";
import { describe, expect, it } from "vitest";
import { BalancedGrid, balancedColumns, fullColumns } from "./balanced-grid.tsx";

describe("balancedColumns", () => {
  it("keeps the column width when the items fit on one row (the row is centred)", () => {
    expect(balancedColumns(1, 3)).toBe(3);
    expect(balancedColumns(3, 4)).toBe(4);
  });

  it("never leaves a lone card where another count avoids it", () => {
    expect(balancedColumns(4, 3)).toBe(2); // 2 + 2, not 3 + 1
    expect(balancedColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(balancedColumns(9, 4)).toBe(3); // 3 + 3 + 3, not 4 + 4 + 1
    expect(balancedColumns(10, 3)).toBe(2); // 2 × 5, not 3 + 3 + 3 + 1
  });

  it("prefers the fewest rows, then a full last row, then the widest", () => {
    expect(balancedColumns(6, 4)).toBe(3); // 3 + 3, not 4 + 2
    expect(balancedColumns(14, 4)).toBe(4); // 4 + 4 + 4 + 2, not seven rows of two
    expect(balancedColumns(12, 3)).toBe(3);
    expect(balancedColumns(11, 4)).toBe(4); // 4 + 4 + 3
  });

  it("keeps the widest count when every choice leaves one alone (the grid centres it)", () => {
    expect(balancedColumns(7, 3)).toBe(3);
    expect(balancedColumns(3, 2)).toBe(2);
  });

  it("uses one column when only one fits", () => {
    expect(balancedColumns(5, 1)).toBe(1);
  });
});

describe("fullColumns", () => {
  it("fills rows of the most columns, so no full row has room for one more", () => {
    expect(fullColumns(6, 4)).toBe(4); // 4 + 2, not 3 + 3 in four columns' room
    expect(fullColumns(7, 4)).toBe(4); // 4 + 3
    expect(fullColumns(2, 4)).toBe(4); // one short row, centred
  });

  it("takes fewer columns where the most would leave one alone", () => {
    expect(fullColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(fullColumns(9, 4)).toBe(3); // 3 + 3 + 3, not 4 + 4 + 1
  });
});

describe("BalancedGrid", () => {
  it("sets each breakpoint's column count from the number of items", () => {
    render(
      <BalancedGrid columns={{ sm: 2, lg: 3 }} aria-label="Cards">
        {["a", "b", "c", "d"].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </BalancedGrid>,
    );
    const list = screen.getByRole("list", { name: "Cards" });
    expect(list.style.getPropertyValue("--columns-base")).toBe("1");
    expect(list.style.getPropertyValue("--columns-sm")).toBe("2");
    expect(list.style.getPropertyValue("--columns-lg")).toBe("2");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });

  it("fills rows of the most columns when its items keep one width", () => {
    render(
      <BalancedGrid columns={{ sm: 3, md: 4 }} full aria-label="People">
        {["a", "b", "c", "d", "e", "f"].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </BalancedGrid>,
    );
    const list = screen.getByRole("list", { name: "People" });
    expect(list.style.getPropertyValue("--columns-sm")).toBe("3");
    expect(list.style.getPropertyValue("--columns-md")).toBe("4");
  });

  it("balances by the items, not the groups, when the children hold them in slices", () => {
    const slice = (items: string[]) => items.map((item) => <li key={item}>{item}</li>);
    render(
      <BalancedGrid columns={{ lg: 3 }} count={4} aria-label="Sliced">
        {[<Fragment key="first">{slice(["a", "b"])}</Fragment>, <Fragment key="rest">{slice(["c", "d"])}</Fragment>]}
      </BalancedGrid>,
    );
    const list = screen.getByRole("list", { name: "Sliced" });
    // Four cards: two rows of two, where two groups alone would have given three columns.
    expect(list.style.getPropertyValue("--columns-lg")).toBe("2");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
