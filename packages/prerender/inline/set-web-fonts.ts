/** One face kept for later pages: its descriptors and its font file, in base64. */
export interface KeptFace {
  family: string;
  weight: string;
  style: string;
  font: string;
}

/**
 * Sets the page in DM Sans from the start, before the first paint. The faces
 * wait in `<noscript id="web-fonts">`. When an earlier page (of any app: the
 * files are shared) kept the fonts in localStorage (the faces as JSON under
 * `facesKey`, the addresses of the files they were made from under `filesKey`,
 * so a new font file counts as not kept), the faces are made from the kept
 * bytes: no request, and ready at once, so the first layout is already in DM
 * Sans and nothing swaps. Otherwise (a first visit) the files are preloaded at
 * once, beside the page, and the faces declared: the text is laid out in the
 * metric-matched fallback until they arrive, then swaps to DM Sans without
 * moving. `<html data-web-fonts>` says which: "kept" or "declared".
 */
export function setWebFonts(filesKey: string, facesKey: string): void {
  try {
    // A page without the faces throws here, and is left as it is.
    const css = (document.getElementById("web-fonts") as HTMLElement).textContent as string;
    const files = css.match(/\/[^)"]+\.woff2/g) as RegExpMatchArray;
    try {
      const keptFaces = localStorage.getItem(facesKey);
      if (keptFaces && localStorage.getItem(filesKey) === files.join(" ")) {
        for (const face of JSON.parse(keptFaces) as KeptFace[]) {
          const bytes = Uint8Array.from(atob(face.font), (character) => character.charCodeAt(0));
          document.fonts.add(new FontFace(face.family, bytes, { weight: face.weight, style: face.style }));
        }
        document.documentElement.dataset.webFonts = "kept";
        return;
      }
    } catch {
      // Storage refused or the kept faces unreadable: declared from the files as on a first visit.
    }
    // Preloaded rather than left to the first layout: asked for now, at high rather than the highest priority.
    for (const href of files) {
      const preload = { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "", href };
      document.head.appendChild(Object.assign(document.createElement("link"), preload));
    }
    document.head.insertAdjacentHTML("beforeend", css);
    document.documentElement.dataset.webFonts = "declared";
  } catch {
    // Without the script's fonts the page reads in the fallback faces.
  }
}
