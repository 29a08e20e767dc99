import type { KeptFace } from "./set-web-fonts.ts";

/**
 * A first visit's web fonts, loaded once the page has painted (`loadAfterPaint`
 * adds this file then, while no fonts are kept). Each file is fetched once, at
 * low priority so that the page's scripts come first. The faces made from the
 * files join the page together: the text, painted in the metric-matched
 * fallback, swaps to DM Sans in one layout, and `<html data-web-fonts>` says
 * "declared". The faces are then kept in localStorage
 * for later pages, where `setWebFonts` reads them: the faces under `facesKey`,
 * the files' addresses under `filesKey`, unless they take more than `cap`
 * characters. If a file fails, the page stays in the fallback.
 */
export function loadWebFonts(filesKey: string, facesKey: string, cap: number): void {
  try {
    const root = document.documentElement;
    const css = document.getElementById("web-fonts")?.textContent;
    if (!css || root.dataset.webFonts) return;
    // Whatever was kept did not set this page (spoiled, too long, or from other files): it goes
    // first, so that it neither stays nor leaves too little room for the new copy.
    try {
      localStorage.removeItem(facesKey);
      localStorage.removeItem(filesKey);
    } catch {
      // Storage refused: nothing is kept either way.
    }
    // Each face's rule as the build writes it: family, style, display, weight, then the file.
    const rules = [...css.matchAll(/family:"?([^;"]+)"?;font-style:(\w+);[^}]*weight:(\d+);src:url\(([^)]+)/g)];
    const files = rules.map(([, , , , file]) => file as string);
    Promise.all(
      files.map((file) =>
        fetch(file, { priority: "low" } as RequestInit).then((response) => {
          if (!response.ok) throw response;
          return response.arrayBuffer();
        }),
      ),
    ).then(
      (fonts) => {
        const faces = fonts.map((bytes, index) => {
          const [, family = "", style = "", weight = ""] = rules[index] as RegExpMatchArray;
          return { family, weight, style, bytes };
        });
        for (const { family, weight, style, bytes } of faces)
          document.fonts.add(new FontFace(family, bytes, { weight, style }));
        root.dataset.webFonts = "declared";
        // Kept a moment later, in a task of its own.
        setTimeout(() => {
          try {
            const kept: KeptFace[] = faces.map(({ bytes, ...face }) => {
              const array = new Uint8Array(bytes);
              let binary = "";
              for (let at = 0; at < array.length; at += 8192)
                binary += String.fromCharCode(...array.subarray(at, at + 8192));
              return { ...face, font: btoa(binary) };
            });
            const value = JSON.stringify(kept);
            if (value.length >= cap) return;
            localStorage.setItem(facesKey, value);
            localStorage.setItem(filesKey, files.join(" "));
          } catch {
            // Storage full or refused: later pages load the files again, from the browser's cache.
          }
        });
      },
      () => {},
    );
  } catch {
    // Without the fonts the page reads in the fallback faces.
  }
}
