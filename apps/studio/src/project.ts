import { endpoints } from "@duci/data/config";

/**
 * The club's content project, from the same config the site reads (see the
 * README's environment variables). The studio cannot run without a project:
 * an empty VITE_SANITY_PROJECT_ID turns the site's events off, not the studio.
 */
export function studioProject() {
  const { sanityProjectId: projectId, sanityDataset: dataset, sanityApiVersion: apiVersion } = endpoints;
  if (!projectId || !dataset) {
    throw new Error(
      "The studio needs the club's Sanity project: unset VITE_SANITY_PROJECT_ID and VITE_SANITY_DATASET (or set them to a real project).",
    );
  }
  return { projectId, dataset, apiVersion };
}
