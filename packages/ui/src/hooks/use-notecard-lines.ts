import { type RefObject, useEffect, useState } from "react";

export interface NotecardLines {
  /** Distance between ruled lines, in px; the text's line height. */
  lineHeight: number;
  /** Where the first ruled line sits, from the card's top, in px. */
  firstLine: number;
  /** How many ruled lines fit in the card. */
  count: number;
}

/**
 * The ruled lines of the 2024 notecard for a viewport width and a card height:
 * 48 px apart from 1280 px wide, 40 px from 640 px, 32 px below; the first
 * line 128 px from the top from 640 px wide, 96 px below; then as many lines as
 * fit, the first included.
 *
 * @example
 * notecardLines(1280, 400) // { lineHeight: 48, firstLine: 128, count: 6 }
 * notecardLines(390, 95) // { lineHeight: 32, firstLine: 96, count: 0 }
 */
export function notecardLines(viewportWidth: number, cardHeight: number): NotecardLines {
  const lineHeight = viewportWidth >= 1280 ? 48 : viewportWidth >= 640 ? 40 : 32;
  const firstLine = viewportWidth >= 640 ? 128 : 96;
  const count = cardHeight >= firstLine ? Math.floor((cardHeight - firstLine) / lineHeight) + 1 : 0;
  return { lineHeight, firstLine, count };
}

/**
 * `notecardLines` for the element in `ref`, measured while `active` and
 * recomputed whenever the window is resized. Before the first measurement
 * (and on the server) it assumes a 1280 px wide viewport and no lines.
 */
export function useNotecardLines(ref: RefObject<HTMLElement | null>, active = true): NotecardLines {
  const [lines, setLines] = useState<NotecardLines>(() => notecardLines(1280, 0));

  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      // offsetHeight, not scrollHeight: the absolutely placed lines must not grow their own count.
      const next = notecardLines(window.innerWidth, element.offsetHeight);
      setLines((current) =>
        current.lineHeight === next.lineHeight && current.firstLine === next.firstLine && current.count === next.count
          ? current
          : next,
      );
    };
    measure();
    // The text's line height follows the lines, so the height settles after one more pass.
    const frame = requestAnimationFrame(measure);
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", measure);
    };
  }, [ref, active]);

  return lines;
}
