import { hydrate } from "@duci/ui/hydrate";
import { addSpeculationRules } from "@duci/ui/speculation-rules";
import { App } from "./app.tsx";

hydrate(<App />);
addSpeculationRules();
