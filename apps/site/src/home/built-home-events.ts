// Content, not code: the budget check counts this module's chunk (record-home-events, see
// @duci/vite-config) apart from the route's JavaScript.
import type { ListedEvent } from "@duci/data/event-types";

/** A listed event as JSON carries it: its start as text. */
export type BuiltHomeEvent = Omit<ListedEvent, "start"> & { start: string };

// Written into the build by the events plugin (events-build-plugin.ts): the
// events the home page may show, cut from the whole list a day before the
// build (the site is rebuilt every day), so the page does not carry the rest.
declare const __DUCI_HOME_EVENTS__: readonly BuiltHomeEvent[];

/** The home page's events as the build cut them (none in the dev server and the tests). */
export const builtHomeEvents: readonly BuiltHomeEvent[] =
  typeof __DUCI_HOME_EVENTS__ === "undefined" ? [] : __DUCI_HOME_EVENTS__;
