import { hydrate } from "@duci/ui/hydrate";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { preloadPage } from "./routes.tsx";

// The page's own chunk is loaded first so that hydration matches the prerendered HTML.
// If it fails, the page's error boundary keeps the prerendered content (and loads it in full once).
// Not a top-level await: the page's chunk imports the entry's chunk, which would then wait on itself.
preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    hydrate(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    ),
  );
