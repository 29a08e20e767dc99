import styled from "@emotion/styled";
import { maxWidth, space } from "./theme/tokens.ts";

/** Centres page content at the site's reading width. */
export const Container = styled.div({
  maxWidth,
  margin: "0 auto",
  padding: `0 ${space[4]}px`,
});
