import { hydrate } from "@duci/ui/hydrate";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { preloadPage } from "./routes.tsx";

// The page's own chunk is loaded first so that hydration matches the prerendered HTML.
await preloadPage(window.location.pathname);
hydrate(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
