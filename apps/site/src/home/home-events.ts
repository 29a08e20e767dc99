import type { ListedEvent } from "@duci/data/event-types";
import { builtHomeEvents } from "./built-home-events.ts";
import { withDates } from "./front-page-events.ts";

/** What the home page starts from: the next events and the latest past one, as of the build. */
export const homeEvents: readonly ListedEvent[] = withDates(builtHomeEvents);
