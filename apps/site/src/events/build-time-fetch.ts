import { fetchBuildTimeEvents } from "@duci/data/sanity-events";

// Loaded only by the fetch-events step (events-feed.ts), through Vite's module runner. The
// runner closes once this module has been evaluated, and the content client is
// imported on demand, so the request is made here, at the top level.
export const builtEvents = await fetchBuildTimeEvents({ allowDrop: process.env.DUCI_ALLOW_EVENTS_DROP === "1" });
