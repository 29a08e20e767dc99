/**
 * Speculation rules: a link to another page of ours is fetched once the
 * visitor points at it or presses it ("moderate"), never for being on screen,
 * so the next page comes from memory. Not Storybook or files (a path with a
 * dot: the calendar feed, images), nor a link the site's router follows
 * itself (`data-route`: it loads that page's code instead). A fetch is safe
 * for every page; a prerender would run a page's clock and keeper before it
 * is shown. A browser without them ignores them. The pages' policy allows
 * this text by its hash (apps/deploy/security-policy.ts).
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
