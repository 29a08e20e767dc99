import { links } from "@duci/data/config";
import { newTab } from "@duci/ui/link";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Card = styled.article({
  display: "grid",
  gap: space[3],
  alignContent: "start",
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.sky,
});

const Sample = styled.p({
  fontSize: "clamp(40px, 7vw, 64px)",
  lineHeight: 1,
  // Stylistic sets 2 and 3: the brand's single-storey a and g.
  fontFeatureSettings: '"ss02", "ss03"',
});

const Name = styled.h3(text.h3);

const Link = styled.a({ color: colors.link, fontWeight: font.bold });

export interface FontCardProps {
  weightName: "Medium" | "Bold";
  weight: number;
}

/** One weight of the brand font, with a sample set in the brand's stylistic sets. */
export function FontCard({ weightName, weight }: FontCardProps) {
  return (
    <Card>
      <Sample style={{ fontWeight: weight }} aria-hidden="true">
        Aa Gg 123
      </Sample>
      <Name>
        DM Sans {weightName} ({weight})
      </Name>
      <p>
        {weightName === "Medium"
          ? "For body text, captions and buttons."
          : "For headlines, titles and anything that needs to stand out."}
      </p>
      <Link href={links.fontSpecimen} {...newTab}>
        Get DM Sans {weightName} on Google Fonts<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </Card>
  );
}
