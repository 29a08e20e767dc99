import styled from "@emotion/styled";

// The club's own names stay on one line (as ClubNames does, without its module on this page).
export const Name = styled.span({ whiteSpace: "nowrap" });
