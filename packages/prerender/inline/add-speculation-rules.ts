/**
 * Adds the page's speculation rules, `rules` (JSON). A browser that does not
 * know them runs nothing of a script of an unknown type.
 */
export function addSpeculationRules(rules: string): void {
  document.body.appendChild(Object.assign(document.createElement("script"), { type: "speculationrules", text: rules }));
}
