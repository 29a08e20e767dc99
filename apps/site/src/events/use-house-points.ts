import { endpoints } from "@duci/data/config";
import { type HousePoints, SHEET_ERROR_MESSAGE } from "@duci/data/house-points";
import { startTransition, useEffect, useState } from "react";

/**
 * The houses' points from the published sheet, fetched when the standings
 * mount. Empty (every house shows "-") until loaded, on failure, after ten
 * seconds without an answer or when the reader's code cannot be loaded (each
 * logged as a warning with the documented text), or when the sheet URL is
 * empty. The sheet reader is loaded after the page has hydrated.
 */
export function useHousePoints(url: string = endpoints.housePointsTsv): HousePoints {
  const [points, setPoints] = useState<HousePoints>({});
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    // The reader's code failing to load (a redeploy, a dropped connection) ends as a failed sheet does.
    import("@duci/data/house-points")
      .then(({ fetchHousePoints }) => fetchHousePoints(url, { signal: controller.signal }))
      .then(
        (answer) => startTransition(() => setPoints(answer)),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn(SHEET_ERROR_MESSAGE, error);
        },
      );
    return () => controller.abort();
  }, [url]);
  return points;
}
