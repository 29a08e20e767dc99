import { hydrate } from "@duci/ui/hydrate";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";

hydrate(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
