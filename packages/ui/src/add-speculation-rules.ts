import { SPECULATION_RULES } from "./speculation-rules.ts";

/**
 * Adds the speculation rules to the page, from an edition's code: its
 * document, at the size of a connection's first round trip, has no room for
 * them. The site's pages carry them in their loader instead (`speculationRules`
 * of its entry-server), as its code has no room.
 */
export function addSpeculationRules(doc: Document = document): void {
  doc.body.append(Object.assign(doc.createElement("script"), { type: "speculationrules", text: SPECULATION_RULES }));
}
