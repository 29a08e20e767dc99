import { balancedColumns } from "@duci/ui/balanced-grid";

/**
 * The widths (their most columns) at which the newest card of `count` spans
 * its row, as a `data-lead` value: where rows would leave one card alone on
 * the last row (seven in rows of two or three), the first row holds one card
 * instead, so every other row is full.
 *
 * @example
 * leadSpans(7, { sm: 2, lg: 3 }) // "sm lg"
 * leadSpans(6, { sm: 2, lg: 3 }) // ""
 */
export function leadSpans(count: number, widths: Record<"sm" | "lg", number>): string {
  return (["sm", "lg"] as const)
    .filter((width) => {
      const columns = balancedColumns(count, widths[width]);
      return columns > 1 && count > columns && count % columns === 1;
    })
    .join(" ");
}
