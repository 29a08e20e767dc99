import { endpoints } from "@duci/data/config";
import { type HousePoints, SHEET_ERROR_MESSAGE } from "@duci/data/house-points";
import type { StandingsState } from "@duci/shell/house-standings";
import { startTransition, useEffect, useState } from "react";

/**
 * The houses' points from the published sheet, fetched when the standings
 * mount, and where that stands: "loading" (every house shows "-"), "loaded",
 * or "unavailable" on failure, after ten seconds without an answer (logged as
 * a warning with the documented text), when the reader's code cannot be
 * loaded, or when the sheet URL is empty. The sheet reader is its own chunk,
 * loaded after the page has hydrated.
 */
export function useHousePoints(url: string = endpoints.housePointsTsv): {
  points: HousePoints;
  state: StandingsState;
} {
  const [answer, setAnswer] = useState<{ points: HousePoints; state: StandingsState }>({
    points: {},
    state: url ? "loading" : "unavailable",
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    // The reader's code failing to load (a redeploy, a dropped connection) ends as a failed sheet does.
    import("@duci/data/house-points")
      .then(({ fetchHousePoints }) => fetchHousePoints(url, { signal: controller.signal }))
      .then(
        (points) => startTransition(() => setAnswer({ points, state: "loaded" })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(SHEET_ERROR_MESSAGE, error);
          startTransition(() => setAnswer({ points: {}, state: "unavailable" }));
        },
      );
    return () => controller.abort();
  }, [url]);
  return answer;
}
