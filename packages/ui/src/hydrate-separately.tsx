import { type ReactNode, Suspense } from "react";

/** Runs when React commits the unit: from then on React owns what follows the mark. */
function markHydrated(mark: HTMLTemplateElement | null) {
  if (mark) mark.dataset.hydrated = "true";
}

/**
 * Hydrates its prerendered children as their own unit of work. React leaves a
 * prerendered Suspense boundary for later and hydrates it in a task of its own
 * (sooner if the visitor interacts with it), so a long page is taken over in
 * several short tasks instead of one long one. Nothing inside suspends; the
 * empty fallback is never shown.
 *
 * Until then its content is prerendered HTML React does not own. An empty
 * template (valid anywhere, even in a list, and never shown) marks where it
 * begins, and is marked hydrated once React commits it: what `ownedByReact`
 * (`@duci/prerender/owned-by-react`) reads. The unit runs from its mark to the
 * next mark or to its parent's end (one mark, not two: a few bytes less on
 * every page), so it comes last in its parent, or before more units.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <template data-unit="" ref={markHydrated} />
      {children}
    </Suspense>
  );
}
