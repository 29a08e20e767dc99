import { photosBuildPlugin } from "@duci/data/photos-build-plugin";
import { siteConfig } from "@duci/vite-config";
import { eventsBuildPlugin } from "./src/events/events-build-plugin.ts";

export default siteConfig({ plugins: [eventsBuildPlugin(), photosBuildPlugin()] });
