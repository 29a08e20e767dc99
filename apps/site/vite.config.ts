import { siteConfig } from "@duci/vite-config";
import { eventsBuildPlugin } from "./src/events/events-build-plugin.ts";

export default siteConfig({ plugins: [eventsBuildPlugin()] });
