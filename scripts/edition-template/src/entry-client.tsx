import { hydrate } from "@duci/ui/hydrate";
import { App } from "./app.tsx";

// The people page's own code is loaded there only; without it, its prerendered profiles still read.
if (window.location.pathname.endsWith("/people/")) {
  import("./people-page.tsx").then(({ PeoplePage }) => hydrate(<PeoplePage />)).catch(() => undefined);
} else {
  hydrate(<App />);
}
