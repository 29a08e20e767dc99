/**
 * Removes the style `id` that hides the page, unless the page is framed by a
 * page of another origin (Storybook's manager frames its own preview): reading
 * the top page's address throws across origins.
 */
export function showUnlessFramedElsewhere(id: string): void {
  try {
    if ((top as Window).location.origin === location.origin) {
      const style = document.getElementById(id) as HTMLElement;
      (style.parentNode as Node).removeChild(style);
    }
  } catch {
    // Framed by another site: the page stays hidden.
  }
}
