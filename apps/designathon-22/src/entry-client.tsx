import { addSpeculationRules } from "@duci/ui/add-speculation-rules";
import { hydrate } from "@duci/ui/hydrate";
import { App } from "./app.tsx";

hydrate(<App />);
addSpeculationRules();
