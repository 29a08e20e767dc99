// The screens of an edition's winning entries, as the board uploaded them in the
// studio: written into the edition's build by the photos plugin (@duci/data/photos-build-plugin,
// which `editionConfig` adds), that edition's alone; none in the dev server, the tests and the
// bundled build, where the winners' cards are as they were.
import { type WinnerScreen, winnerScreenOf } from "@duci/data/service-photos";
import { WinnerScreen as Screen } from "@duci/ui/edition/winner-screen";
import type { ReactNode } from "react";

declare const __DUCI_WINNER_SCREENS__: readonly WinnerScreen[] | null | undefined;

/**
 * `winners` of the edition of `year`, each with the screen the board uploaded
 * for it (matched by its team's or project's name); as they are without one.
 */
export function withWinnerScreens<Winner extends { team?: string; project: string }>(
  winners: readonly Winner[],
  year: number,
  screens: readonly WinnerScreen[],
): readonly (Winner & { screen?: ReactNode })[] {
  return winners.map((winner) => {
    const photo = winnerScreenOf(screens, year, winner);
    return photo ? { ...winner, screen: <Screen image={photo} /> } : winner;
  });
}

/**
 * `winners` with the screens this build was made with. The plugin writes null
 * for an edition without any, so its page's code holds none of the screens' code.
 */
export function withBuiltWinnerScreens<Winner extends { team?: string; project: string }>(
  winners: readonly Winner[],
  year: number,
): readonly (Winner & { screen?: ReactNode })[] {
  return typeof __DUCI_WINNER_SCREENS__ !== "undefined" && __DUCI_WINNER_SCREENS__
    ? withWinnerScreens(winners, year, __DUCI_WINNER_SCREENS__)
    : winners;
}
