import { hydrate } from "@duci/ui/hydrate";
import { App } from "./app.tsx";

hydrate(<App />);
