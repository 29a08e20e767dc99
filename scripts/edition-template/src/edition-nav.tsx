import { SectionNav } from "@duci/ui/section-nav";

/** The page's sections, in order; each id is a section's anchor. */
export const sections = [
  { id: "about", label: "About" },
  { id: "speakers", label: "Speakers" },
  { id: "rules", label: "Rules" },
  { id: "prizes", label: "Prizes" },
  { id: "schedule", label: "Schedule" },
  { id: "faq", label: "FAQ" },
  { id: "sponsors", label: "Sponsors" },
] as const;

/** The sticky bar that jumps to each section. */
export function EditionNav() {
  return <SectionNav aria-label="Sections" items={sections} offset={80} />;
}
