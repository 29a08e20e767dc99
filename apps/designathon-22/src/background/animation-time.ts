/** The shader's clock advances this much per frame: about 60 frames a second. */
export const FRAME_STEP = 1 / 60;

/**
 * The next value of the background's clock: one frame later, wrapped back by
 * 300 once past 310 so the float never grows large enough to lose precision
 * (the pattern is chosen so the jump is not noticeable).
 */
export function nextAnimationTime(time: number): number {
  const next = time + FRAME_STEP;
  return next > 310 ? next - 300 : next;
}

/** The background pauses once the page is scrolled past one viewport height minus 90 px. */
export function isPastBackground(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight - 90;
}
