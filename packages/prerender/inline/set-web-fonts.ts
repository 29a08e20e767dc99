/** One face kept for later pages: its descriptors and its font file, in base64. */
export interface KeptFace {
  family: string;
  weight: string;
  style: string;
  font: string;
}

/**
 * Sets the page in DM Sans from its first paint when an earlier page (of any
 * app: the files are shared) kept the fonts in localStorage: the faces as JSON
 * under `facesKey`, the addresses of the files they were made from under
 * `filesKey`, so a new font file counts as not kept. The faces are made from
 * the kept bytes: no request, and ready at once, so the first layout is
 * already in DM Sans and nothing swaps; `<html data-web-fonts>` says "kept".
 * Otherwise (a first visit) it does nothing: the page paints in the
 * metric-matched fallback, and `loadWebFonts` loads the files after that
 * paint. The faces wait in `<noscript id="web-fonts">`, which a browser
 * without JavaScript reads. Kept faces longer than `cap` characters count as
 * not kept, unparsed (`loadWebFonts` then replaces them); kept bytes that are
 * not a font are forgotten, so the next page loads the files again.
 */
export function setWebFonts(filesKey: string, facesKey: string, cap: number): void {
  try {
    // A page without the faces throws here, and is left as it is.
    const css = (document.getElementById("web-fonts") as HTMLElement).textContent as string;
    const files = css.match(/\/[^)"]+\.woff2/g) as RegExpMatchArray;
    // Nothing kept throws here too.
    const keptFaces = localStorage.getItem(facesKey) as string;
    if (keptFaces.length < cap && localStorage.getItem(filesKey) === files.join(" ")) {
      for (const face of JSON.parse(keptFaces) as KeptFace[]) {
        // A plain loop: Uint8Array.from with a function walks the string as an iterator, several
        // times slower, and this runs before every later page's first paint.
        const text = atob(face.font);
        const bytes = new Uint8Array(text.length);
        for (let index = text.length; index--; ) bytes[index] = text.charCodeAt(index);
        // The face's own weight and style are its descriptors (FontFace reads no other field).
        const font = new FontFace(face.family, bytes, face);
        font.loaded.catch(() => localStorage.removeItem(facesKey));
        document.fonts.add(font);
      }
      document.documentElement.dataset.webFonts = "kept";
    }
  } catch {
    // Storage refused, nothing kept, the kept faces unreadable or no faces on the page: loaded as on a first visit, if at all.
  }
}
