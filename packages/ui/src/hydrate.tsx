import type { ComponentType } from "react";

/**
 * Runs `start` once the browser has painted the page: a frame callback runs just
 * before a paint, and a message posted from it is handled just after.
 */
export function afterFirstPaint(start: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => start();
    channel.port2.postMessage(null);
  });
}

/**
 * Hydrates the prerendered page in #root with the component `load` resolves to.
 * The page paints from its HTML alone: React and the app's code are fetched
 * only after that first paint, so they never compete with it for bandwidth or
 * the main thread. This module imports nothing at run time, so an entry that
 * calls it is a few hundred bytes.
 */
export function hydrate(load: () => Promise<ComponentType>) {
  afterFirstPaint(async () => {
    const [{ hydrateApp }, App] = await Promise.all([import("./hydrate-app.tsx"), load()]);
    hydrateApp(App);
  });
}
