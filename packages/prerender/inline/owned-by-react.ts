/**
 * Whether React owns `element`: the app has taken the page over (`hydrate()`
 * marks `<html data-hydrated="true">` once its root commits) and the element
 * lies in no part that hydrates on its own and has not yet. Such a part
 * (`HydrateSeparately` in `@duci/ui/hydrate-separately`) begins with a mark,
 * `<template data-unit="">`, and runs to the next mark or to its parent's end;
 * React marks it `data-hydrated="true"` when it commits the part.
 *
 * It reads only our own marks, never React's internals. Self-contained, as it
 * runs in the page: the inline keeper bundles it, and the bench and the
 * end-to-end suite hand it to the page as it is.
 *
 * @example
 * ownedByReact(document.querySelector("#s-schedule [role=tab]"))
 */
export function ownedByReact(element: Element): boolean {
  if (!document.documentElement.dataset.hydrated) return false;
  // The element, and each element around it, belongs to the part of the closest mark before it, if any.
  for (let node: Node | null = element; node; node = node.parentNode) {
    for (let before = node.previousSibling; before; before = before.previousSibling) {
      const mark = (before as Partial<HTMLElement>).dataset;
      if (mark?.unit === undefined) continue;
      if (!mark.hydrated) return false;
      break;
    }
  }
  return true;
}
