import { hydrate } from "@duci/ui/hydrate";

hydrate(async () => {
  const [{ BrowserApp }, { preloadPage }] = await Promise.all([import("./browser-app.tsx"), import("./routes.tsx")]);
  // The page's own chunk is loaded first so that hydration matches the prerendered HTML.
  await preloadPage(window.location.pathname);
  return BrowserApp;
});
