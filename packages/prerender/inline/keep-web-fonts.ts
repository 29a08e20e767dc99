import type { KeptFace } from "./set-web-fonts.ts";

/**
 * Keeps the fonts a first visit downloaded for later pages, with their faces'
 * descriptors, in localStorage where `setWebFonts` reads them (the faces under
 * `facesKey`, the files' addresses under `filesKey`). The files are read again
 * from the browser's cache. Does nothing when they are kept already.
 */
export function keepWebFonts(filesKey: string, facesKey: string): void {
  try {
    const faces = document.getElementById("web-fonts");
    if (!faces || document.documentElement.dataset.webFonts === "kept") return;
    const css = faces.textContent || "";
    const rules = css.match(/@font-face\{[^}]*\}/g) || [];
    const files = css.match(/\/[^)"]+\.woff2/g) || [];
    const kept: KeptFace[] = [];
    let left = files.length;
    files.forEach((file, index) => {
      const rule = rules.filter((candidate) => candidate.indexOf(file) >= 0)[0] || "";
      const descriptor = (name: string) => {
        const match = rule.match(new RegExp(`${name}:([^;}]+)`));
        return match?.[1] ? match[1].replace(/"/g, "") : "";
      };
      // Fetched the way the faces ask for them (same origin, CORS), so the browser's cache answers.
      fetch(file, { priority: "low" } as RequestInit)
        .then((response) => {
          if (!response.ok) throw response;
          return response.blob();
        })
        .then(
          (blob) =>
            new Promise<string>((resolve, reject) => {
              const reader = new FileReader();
              reader.onload = () => resolve(reader.result as string);
              reader.onerror = reject;
              reader.readAsDataURL(blob);
            }),
        )
        .then(
          (url) => {
            kept[index] = {
              family: descriptor("font-family"),
              weight: descriptor("font-weight"),
              style: descriptor("font-style"),
              font: url.slice(url.indexOf(",") + 1),
            };
            if (!--left) {
              try {
                localStorage.setItem(facesKey, JSON.stringify(kept));
                localStorage.setItem(filesKey, files.join(" "));
              } catch {
                // Storage full or refused: later pages declare the faces from the files.
              }
            }
          },
          () => {},
        );
    });
  } catch {
    // Nothing kept: later pages declare the faces from the files.
  }
}
