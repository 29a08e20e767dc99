import { defineCliConfig } from "sanity/cli";
import { studioProject } from "./src/project.ts";

const { projectId, dataset } = studioProject();

export default defineCliConfig({
  api: { projectId, dataset },
  // The hosted studio's address: https://designatuci.sanity.studio/ (see apps/studio/README.md).
  studioHost: "designatuci",
  // Build with the sanity version pinned in package.json, never one fetched at load time:
  // the build must work offline and match what the tests checked.
  deployment: { autoUpdates: false },
});
