/**
 * A quarter's label as a path segment and an id: lower case, words joined by hyphens.
 *
 * @example
 * termSlug("Spring 2026") // "spring-2026"
 */
export function termSlug(term: string): string {
  return term
    .toLowerCase()
    .replace(/\W+/g, "-")
    .replace(/^-+|-+$/g, "");
}
