/**
 * Removes the style `id` that hides the page, unless the page is in a frame.
 * Written for every browser that reads the page, old ones included: a script
 * it cannot parse would leave the page hidden.
 */
export function showUnlessFramed(id: string): void {
  if (self === top) {
    const style = document.getElementById(id) as HTMLElement;
    (style.parentNode as Node).removeChild(style);
  }
}
