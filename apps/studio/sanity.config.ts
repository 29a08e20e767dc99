import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { eventType } from "./src/event-type.ts";
import { photoTypes } from "./src/photo-types.ts";
import { studioProject } from "./src/project.ts";

const { projectId, dataset } = studioProject();

export default defineConfig({
  name: "default",
  title: "Design at UCI events",
  projectId,
  dataset,
  plugins: [structureTool()],
  schema: { types: [eventType, ...photoTypes] },
});
