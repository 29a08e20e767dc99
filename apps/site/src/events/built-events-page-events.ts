// Content, not code: the budget check counts this module's chunk (record-events-page, see
// @duci/vite-config) apart from the route's JavaScript.
import type { BuiltHomeEvent } from "../home/built-home-events.ts";

// Written into the build by the events plugin (events-build-plugin.ts): the
// events /events may show, cut from the whole list a day before the build (the
// site is rebuilt every day), so the page does not carry the archive.
declare const __DUCI_EVENTS_PAGE_EVENTS__: readonly BuiltHomeEvent[];

/** The events of /events as the build cut them (none in the dev server's first render and the tests). */
export const builtEventsPageEvents: readonly BuiltHomeEvent[] =
  typeof __DUCI_EVENTS_PAGE_EVENTS__ === "undefined" ? [] : __DUCI_EVENTS_PAGE_EVENTS__;
