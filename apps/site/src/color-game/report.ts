// The colour game's report: how far a guess was from the target. Pure, so it
// is tested on its own and the page only renders what it returns.

/** A stored game result, kept over a reload. */
export interface ColorReport {
  /** The target, six uppercase hex characters without '#'. */
  actual: string;
  /** The guess, six uppercase hex characters without '#'. */
  guess: string;
  /** 0 to 100. */
  similarityPercentage: number;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Actual minus guess for red, green and blue, each -255..255. */
  percentageDifference: [number, number, number];
}

export interface ReportText {
  /** "You were 87.45% of the way there!" */
  similarity: string;
  /** What the guess needed to match, e.g. "12.55% more red"; empty on a perfect guess. */
  needed: string[];
  /** Shown instead of the list when nothing was needed. */
  perfect: string | null;
}

const CHANNELS = ["red", "green", "blue"] as const;

export const HEX_PATTERN = /^[0-9A-F]{6}$/;

function channels(hex: string): [number, number, number] {
  if (!HEX_PATTERN.test(hex)) throw new Error(`Not a six-digit uppercase hex colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Scores a guess against the target.
 *
 * @example
 * createReport("FF0000", "FE0000", 0).similarityPercentage // 99.869...
 */
export function createReport(actual: string, guess: string, timestamp: number): ColorReport {
  const a = channels(actual);
  const g = channels(guess);
  const difference = [a[0] - g[0], a[1] - g[1], a[2] - g[2]] as [number, number, number];
  const total = difference.reduce((sum, d) => sum + Math.abs(d), 0);
  return {
    actual,
    guess,
    similarityPercentage: 100 - (total / 765) * 100,
    timestamp,
    percentageDifference: difference,
  };
}

/**
 * The sentences of the results panel: the similarity with two decimals, and
 * per channel the share of 255 the guess was off, "less" when the guess had
 * too much of it and "more" when too little. Channels that match are left out.
 */
export function describeReport(report: ColorReport): ReportText {
  const needed = report.percentageDifference.flatMap((difference, i) => {
    if (difference === 0) return [];
    const percent = ((Math.abs(difference) / 255) * 100).toFixed(2);
    return [`${percent}% ${difference < 0 ? "less" : "more"} ${CHANNELS[i]}`];
  });
  return {
    similarity: `You were ${report.similarityPercentage.toFixed(2)}% of the way there!`,
    needed,
    perfect: needed.length === 0 ? "Nothing... somehow you got it" : null,
  };
}
