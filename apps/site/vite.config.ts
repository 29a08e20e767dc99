import { siteConfig } from "@duci/vite-config";
import { eventsBuildPlugin } from "./src/events/events-build-plugin.ts";
import { photosBuildPlugin } from "./src/photos/photos-build-plugin.ts";

export default siteConfig({ plugins: [eventsBuildPlugin(), photosBuildPlugin()] });
