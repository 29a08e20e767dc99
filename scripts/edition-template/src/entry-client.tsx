import { hydrate } from "@duci/ui/hydrate";

hydrate(() => import("./app.tsx").then((module) => module.App));
