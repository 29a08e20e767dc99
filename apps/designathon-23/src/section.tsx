import { EditionSection, type EditionSectionProps } from "@duci/ui/edition-section";
import { colors } from "@duci/ui/theme/tokens";

/** This edition's sections: the shared section in its own colours. */
export function Section(props: EditionSectionProps) {
  return <EditionSection tint={colors.sky} {...props} />;
}
