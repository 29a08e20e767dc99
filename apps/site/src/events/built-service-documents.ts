// Content, not code: the budget check counts this module's chunk (record-events, see
// @duci/vite-config) apart from the route's JavaScript.

// Written into the build by the events plugin (events-build-plugin.ts): the
// content service's documents as the build got them, or [] offline.
declare const __DUCI_SERVICE_EVENTS__: unknown;

/** The content service's documents this build was made with (none in the dev server and the tests). */
export const builtServiceDocuments: unknown =
  typeof __DUCI_SERVICE_EVENTS__ === "undefined" ? [] : __DUCI_SERVICE_EVENTS__;
