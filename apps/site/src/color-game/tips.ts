/** Colour-mixing tips; the results panel shows one at random. */
export const colorTips = [
  "On screens, colours mix as light: red and green make yellow.",
  "Green and blue light make cyan; red and blue make magenta.",
  "Equal red, green and blue always give a gray. The higher the values, the lighter the gray.",
  "Each pair of hex digits is one channel: the first pair is red, then green, then blue.",
  "FF is the most of a channel and 00 is none of it. 80 is about halfway.",
  "To make a colour lighter, raise all three channels by the same amount.",
  "To make a colour darker, lower all three channels together.",
  "Pastels are high in every channel, with one or two a little higher than the rest.",
  "Browns are dark oranges: a lot of red, some green and very little blue.",
  "To make a colour less saturated, pull the channels towards each other.",
  "Purple leans on red and blue with little green; more blue makes it cooler.",
  "The first digit of each pair matters sixteen times more than the second. Get it right first.",
] as const;

/** A tip picked by `random` (0 ≤ random < 1), so tests can choose one. */
export function pickTip(random: number): string {
  return colorTips[Math.floor(random * colorTips.length) % colorTips.length] as string;
}
