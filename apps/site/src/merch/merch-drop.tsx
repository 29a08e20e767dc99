import { type MerchCollection, merchPhoto } from "@duci/data/merch";
import type { MerchPhoto } from "@duci/data/service-photos";
import { ArrowIcon } from "@duci/ui/arrow-icon";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { ButtonLink } from "@duci/ui/button";
import { CdnPhoto } from "@duci/ui/cdn-photo";
import { AppLink, newTab } from "@duci/ui/link";
import { StatusChip } from "@duci/ui/status-chip";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { formatPrice } from "./format-price.ts";

const Drop = styled.section({
  padding: `${space[6]}px 0`,
  borderTop: `2px solid ${colors.silver}`,
});

const Head = styled.div({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space[3],
  marginBottom: space[3],
});

const Name = styled.h2({ ...text.h2, marginRight: "auto" });

const Description = styled.p({ color: colors.textMuted, maxWidth: 680, marginBottom: space[5] });

/** Two items a row on a phone, three from 600 px (five as three and two), four from 900; a short row is centred. */
const itemColumns = { base: 2, sm: 3, md: 4 } as const;

const Item = styled.li({ display: "grid", gap: space[2], alignContent: "start" });

const photoStyle = {
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  borderRadius: radius.md,
  background: colors.silver,
} as const;

const Photo = styled.img(photoStyle);

// A product shot from the content service, in the drawing's place; its blurred preview covers the grey ground.
const ProductShot = styled(CdnPhoto)(photoStyle);

/** A shot in a column of two (phone), three or four items; the pixels up to a 2x screen. */
const SHOT_SIZES = "(min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw";
const SHOT_WIDTHS = [320, 480, 640, 960];

const ItemName = styled.h3(text.large);

const Price = styled.p({ fontWeight: font.bold });

const Note = styled.p({ ...text.small, color: colors.textMuted, "& a": { color: colors.link } });

export interface MerchDropProps {
  collection: MerchCollection;
  /** Product shots from the content service, matched by drop and item name; the drawings otherwise. */
  shots?: readonly MerchPhoto[];
}

/** One drop: its stock state (Limited Stock and Buy Here, or Sold out) and its items. */
export function MerchDrop({ collection, shots = [] }: MerchDropProps) {
  const id = `drop-${collection.path}`;
  return (
    <Drop aria-labelledby={id}>
      <Head>
        <Name id={id}>{collection.name}</Name>
        {collection.inStock ? (
          <>
            <StatusChip tone="lime">Limited Stock</StatusChip>
            {collection.buyLink ? (
              <ButtonLink href={collection.buyLink} {...newTab}>
                Buy Here <ArrowIcon kind="up-right" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </ButtonLink>
            ) : null}
          </>
        ) : (
          <StatusChip tone="danger">Sold out</StatusChip>
        )}
      </Head>
      <Description>{collection.description}</Description>
      <BalancedGrid columns={itemColumns} gap={space[5]}>
        {collection.items.map((item) => {
          const drawing = (
            <Photo src={merchPhoto(collection, item)} alt={item.name} width={400} height={400} loading="lazy" />
          );
          const shot = shots.find((entry) => entry.drop === collection.path && entry.item === item.name);
          return (
            <Item key={item.name}>
              {shot ? (
                <ProductShot image={shot.photo} widths={SHOT_WIDTHS} sizes={SHOT_SIZES} aspect={1} fallback={drawing} />
              ) : (
                drawing
              )}
              <ItemName>{item.name}</ItemName>
              {item.price !== undefined ? <Price>{formatPrice(item.price)}</Price> : null}
              {item.note === undefined ? null : typeof item.note === "string" ? (
                <Note>{item.note}</Note>
              ) : (
                <Note>
                  <AppLink href={item.note.href}>{item.note.content}</AppLink>
                </Note>
              )}
            </Item>
          );
        })}
      </BalancedGrid>
    </Drop>
  );
}
