/** A random target colour: six uppercase hex characters, from `random` (0 ≤ random < 1). */
export function randomHex(random: () => number = Math.random): string {
  return Math.floor(random() * 0x1000000)
    .toString(16)
    .toUpperCase()
    .padStart(6, "0");
}
