import type { FeaturedResource } from "@duci/data/featured-resources";

/** A resource added without a preview image (a sample, not on the site). */
export const resourceWithoutPreview: FeaturedResource = {
  title: "A Resource Without A Picture",
  type: "Tool",
  link: "https://www.figma.com/",
  desc: "Stands in for a resource added without a preview.",
};
