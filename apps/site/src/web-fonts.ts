/**
 * Declares DM Sans's faces (kept in `<noscript id="web-fonts">` by the
 * prerender) if this page does not have them yet. A first visit reads its
 * first page in the metric-matched fallback, so that no font swap re-lays out
 * the page while it loads; the visitor's first client-side navigation, which
 * renders a new page anyway, brings the fonts in.
 */
export function setWebFonts(doc: Document = document) {
  const faces = doc.getElementById("web-fonts");
  if (!faces || doc.documentElement.dataset.webFonts) return;
  doc.head.insertAdjacentHTML("beforeend", faces.textContent ?? "");
  doc.documentElement.dataset.webFonts = "set";
}
