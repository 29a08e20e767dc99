import { shirt22 } from "@duci/data/merch";
import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { Container } from "@duci/ui/container";
import { AppLink } from "@duci/ui/link";
import { MasonryGallery } from "@duci/ui/masonry-gallery";
import { StatusChip } from "@duci/ui/status-chip";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Crumbs = styled.nav({
  padding: `${space[6]}px 0 ${space[5]}px`,
  "& ol": { listStyle: "none", display: "flex", gap: space[2], margin: 0, padding: 0 },
  "& li + li::before": { content: '"/"', marginRight: space[2], color: colors.textMuted },
  "& a": { color: colors.link, fontWeight: font.medium },
});

const Product = styled.div({
  display: "grid",
  gap: space[6],
  marginBottom: space[8],
  [mq.sm]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" },
});

const MainImage = styled.img({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  borderRadius: radius.lg,
  background: colors.lime,
});

const Info = styled.div({ display: "grid", gap: space[4], alignContent: "start" });

const Title = styled.h1({ fontSize: "clamp(36px, 6vw, 56px)", lineHeight: 1.05 });

const PriceRow = styled.div({ display: "flex", alignItems: "center", gap: space[3], flexWrap: "wrap" });

const Price = styled.p({ fontSize: 28, fontWeight: font.bold });

// The sizes are facts to read, not choices: plain letters, apart from the text by weight alone.
const Sizes = styled.ul({
  display: "flex",
  gap: space[4],
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: 20,
  fontWeight: font.bold,
});

const Gallery = styled.section({ marginBottom: space[8] });

const GalleryTitle = styled.h2({ ...text.h2, marginBottom: space[5] });

export function Shirt22Page() {
  return (
    <>
      <PageTitle
        title="Spring '22 Shirt"
        description="Design at UCI's limited-edition embroidered Spring 2022 t-shirt, in unisex S, M and L."
      />
      <Container>
        <Crumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <AppLink href={paths.merch}>Merch</AppLink>
            </li>
            <li aria-current="page">Spring '22 Shirt</li>
          </ol>
        </Crumbs>
        <Product>
          <MainImage
            src={shirt22.mainImage.src}
            width={shirt22.mainImage.width}
            height={shirt22.mainImage.height}
            alt="Illustration of the Spring '22 shirt, UCI stitched on the chest"
          />
          <Info>
            <Title>{shirt22.name}</Title>
            <PriceRow>
              <Price>${shirt22.price}</Price>
              <StatusChip tone="danger">Out of Stock</StatusChip>
            </PriceRow>
            <p>A limited-edition t-shirt from spring 2022, with UC Irvine embroidered on the chest.</p>
            <p>Available in unisex sizes Small, Medium and Large:</p>
            <Sizes aria-label="Sizes">
              {shirt22.sizes.map((size) => (
                <li key={size}>{size}</li>
              ))}
            </Sizes>
            <p>
              This shirt has sold out. See what is in stock now on the <AppLink href={paths.merch}>merch page</AppLink>.
            </p>
          </Info>
        </Product>
        <Gallery aria-labelledby="more-photos">
          <GalleryTitle id="more-photos">More Photos</GalleryTitle>
          <MasonryGallery photos={shirt22.gallery} columns={2} />
        </Gallery>
      </Container>
    </>
  );
}
