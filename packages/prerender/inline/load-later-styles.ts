/**
 * Adds the stylesheet of what lies below the first screen (`href`, see
 * `splitLaterStyles`) from <head>, so it is requested with the page.
 *
 * - Usually the first paint does not wait for it: the sheet is asked for at
 *   low priority, and until it has come (or failed), the page is marked
 *   `data-later-styles-pending`, which hides what it styles (the page's own
 *   rule). So no part is ever seen, or tapped, unstyled, and a section the
 *   visitor jumped to meanwhile (a link to `#faq`) is scrolled to once shown.
 * - Where the first paint would show a part below the first screen (an
 *   address that opens at a section, or a reload or a return that restores
 *   the scroll), the paint waits for it (`blocking="render"`, read by
 *   Chromium).
 *
 * The element is marked `data-later-styles`: the style cache adopts its
 * rules rather than writing them again.
 */
export function loadLaterStyles(href: string): void {
  const root = document.documentElement;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.setAttribute("data-later-styles", "");
  const navigation = (performance.getEntriesByType?.("navigation") || [])[0] as PerformanceNavigationTiming | undefined;
  if (location.hash.length > 1 || (navigation && navigation.type !== "navigate")) {
    link.setAttribute("blocking", "render");
  } else {
    link.setAttribute("fetchpriority", "low");
    root.setAttribute("data-later-styles-pending", "");
    link.onload = link.onerror = () => {
      root.removeAttribute("data-later-styles-pending");
      const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) target.scrollIntoView();
    };
  }
  document.head.appendChild(link);
}
