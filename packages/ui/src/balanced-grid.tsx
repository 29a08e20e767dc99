import styled from "@emotion/styled";
import { Children, type ComponentProps, type CSSProperties } from "react";
import { mq, space } from "./theme/tokens.ts";

/** One column's width in a `BalancedGrid`, for a rule that sizes an item as the grid does. */
export const columnWidth = "calc((100% - (var(--columns) - 1) * var(--grid-gap)) / var(--columns))";

/**
 * How many columns `count` items get when at most `max` fit: `max` when they
 * fit in one row (the grid centres a short row, so cards keep one size);
 * otherwise, down to half of `max`, a count whose last row is not a lone
 * item: the one with the fewest rows, then the fullest last row, then the
 * widest. Fewest rows first keeps a long grid from halving its columns just
 * to fill its last row. When every choice leaves one item alone, `max` (the
 * grid then centres that item).
 *
 * @example
 * balancedColumns(4, 3) // 2: two rows of two, not three and one
 * balancedColumns(5, 3) // 3: three, then two centred
 * balancedColumns(14, 4) // 4: 4 + 4 + 4 + 2, not seven rows of two
 */
export function balancedColumns(count: number, max: number): number {
  if (max <= 1) return 1;
  if (count <= max) return max;
  let best = max;
  let bestRows = Number.POSITIVE_INFINITY;
  let bestEmpty = Number.POSITIVE_INFINITY;
  for (let columns = max; columns >= Math.max(2, Math.ceil(max / 2)); columns--) {
    const last = count % columns;
    if (last === 1) continue;
    const rows = Math.ceil(count / columns);
    const empty = last === 0 ? 0 : columns - last;
    if (rows < bestRows || (rows === bestRows && empty < bestEmpty)) {
      best = columns;
      bestRows = rows;
      bestEmpty = empty;
    }
  }
  return best;
}

/**
 * How many columns `count` items of one fixed width get when at most `max`
 * fit: `max`, so no row leaves room for another item, unless that leaves one
 * item alone on the last row; then as `balancedColumns` picks.
 *
 * @example
 * fullColumns(6, 4) // 4: four, then two centred, not three and three in four columns' room
 * fullColumns(5, 4) // 3: three, then two, not four and one
 */
export function fullColumns(count: number, max: number): number {
  return count > max && count % max === 1 ? balancedColumns(count, max) : Math.max(1, max);
}

/** The most columns a grid may use from each breakpoint up; phones get one column unless `base` says more. */
export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

// Items are flex children sized from the column count in --columns, so an
// incomplete last row is centred rather than left-aligned.
const Root = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "var(--grid-gap)",
  "--columns": "var(--columns-base)",
  [mq.sm]: { "--columns": "var(--columns-sm)" },
  [mq.md]: { "--columns": "var(--columns-md)" },
  [mq.lg]: { "--columns": "var(--columns-lg)" },
  "& > *": {
    flex: `0 0 ${columnWidth}`,
    minWidth: 0,
  },
});

export interface BalancedGridProps extends ComponentProps<"ul"> {
  columns: GridColumns;
  /** Space between items in px (default 16). */
  gap?: number;
  as?: "ul" | "ol" | "div";
  /** How many items there are, when the children hold them in groups (slices hydrated separately). */
  count?: number;
  /** Items of one width whatever the columns (a track shared by several grids): fill rows (`fullColumns`). */
  full?: boolean;
}

/**
 * A grid whose column count at each breakpoint is chosen from its number of
 * items, so the last row is balanced (four items make two by two, not three
 * and one); a leftover item is centred. Children are its items (`li` in a list).
 */
export function BalancedGrid({ columns, gap = space[4], count, full, children, style, ...rest }: BalancedGridProps) {
  const items = count ?? Children.toArray(children).length;
  const pick = full ? fullColumns : balancedColumns;
  const base = columns.base ?? 1;
  const sm = columns.sm ?? base;
  const md = columns.md ?? sm;
  const lg = columns.lg ?? md;
  const vars = {
    "--grid-gap": `${gap}px`,
    "--columns-base": pick(items, base),
    "--columns-sm": pick(items, sm),
    "--columns-md": pick(items, md),
    "--columns-lg": pick(items, lg),
  } as CSSProperties;
  return (
    <Root style={{ ...vars, ...style }} {...rest}>
      {children}
    </Root>
  );
}
