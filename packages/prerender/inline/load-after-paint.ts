/** An element the loader adds: its tag and its properties (a module preload goes in <head>, a script in <body>). */
export type Added = [tag: "link" | "script", properties: Record<string, string>];

/**
 * Adds the page's scripts and module preloads, `added`, once the browser has
 * painted the page (told by the paint timing entries; where those are
 * unknown, just after the next frame) and read all of it, then, only while
 * no fonts are kept yet, the script that loads the web fonts,
 * `loadWebFontsUrl`. It runs from <head>: a paint before the end of the
 * document waits for its end, so the app never starts on half a page.
 */
export function loadAfterPaint(loadWebFontsUrl: string, added: Added[]): void {
  let done = false;
  const add = ([tag, properties]: Added) =>
    (tag === "link" ? document.head : document.body).appendChild(
      Object.assign(document.createElement(tag), properties),
    );
  function load() {
    if (document.readyState === "loading") return document.addEventListener("DOMContentLoaded", load);
    if (done) return;
    done = true;
    added.forEach(add);
    if (document.getElementById("web-fonts") && !document.documentElement.dataset.webFonts)
      add(["script", { src: loadWebFontsUrl }]);
  }
  const Observer = window.PerformanceObserver;
  if ((Observer?.supportedEntryTypes || []).includes("paint"))
    new Observer(load).observe({ type: "paint", buffered: true });
  else
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = load;
      channel.port2.postMessage(0);
    });
}
