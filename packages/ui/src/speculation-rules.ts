/**
 * Speculation rules: a link to another page of ours is fetched once the
 * visitor points at it or presses it ("moderate"), never for being on screen,
 * so the next page comes from memory. Not Storybook or files (a path with a
 * dot: the calendar feed, images), nor a link the site's router follows
 * itself (`data-route`: it loads that page's code instead). A fetch is safe
 * for every page; a prerender would run a page's clock and keeper before it
 * is shown. A browser without them ignores them.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/storybook/*", "/*.*"] } },
          { not: { selector_matches: "[data-route]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * Adds the speculation rules to the page, from an edition's code: its
 * document, at the size of a connection's first round trip, has no room for
 * them. The site's pages carry them in their loader instead (`speculationRules`
 * of its entry-server), as its code has no room.
 */
export function addSpeculationRules(doc: Document = document): void {
  doc.body.append(Object.assign(doc.createElement("script"), { type: "speculationrules", text: SPECULATION_RULES }));
}
