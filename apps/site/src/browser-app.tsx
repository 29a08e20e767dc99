import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";

/** The site as it runs in the browser, routed by the address bar. */
export function BrowserApp() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}
