import { merchCollections } from "@duci/data/merch";
import { PageTitle } from "@duci/shell/page-title";
import { Container } from "@duci/ui/container";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { MerchArt } from "../heroes/merch-art.tsx";
import { MerchDrop } from "../merch/merch-drop.tsx";
import { builtMerchPhotos } from "../photos/built-photos.ts";
import { PageHero } from "../resources/page-hero.tsx";

const Drops = styled.div({ marginBottom: space[8] });

export function MerchPage() {
  return (
    <>
      <PageTitle
        title="Merchandise"
        description="Design at UCI shirts and stickers. Every purchase helps keep our workshops and events free."
      />
      <PageHero
        art={<MerchArt />}
        title="Merchandise"
        lead="Every shirt and sticker you buy helps us keep our workshops, talks and programs free for everyone. Thank you for supporting the club!"
        background={`linear-gradient(180deg, ${colors.yellow} 0%, ${colors.white} 100%)`}
      />
      <Container>
        <Drops>
          {merchCollections.map((collection) => (
            <MerchDrop key={collection.path} collection={collection} shots={builtMerchPhotos} />
          ))}
        </Drops>
      </Container>
    </>
  );
}
