import styled from "@emotion/styled";

/**
 * The stand-in for a toggle button before scripts run: a `details` holding
 * only its `summary` (render the component's own button styles on it with
 * `as="summary"`). The browser opens and closes it natively, and the folded
 * part, a sibling marked `hidden`, is shown by a `:has(details[open])` rule.
 */
export const NoScriptToggle = styled.details({
  "& > summary": { listStyle: "none" },
  "& > summary::-webkit-details-marker": { display: "none" },
});

/** A summary's label while its details is closed ("Show showcase"), and while open ("Hide showcase"). */
export const WhenClosed = styled.span({ "details[open] > summary &": { display: "none" } });
export const WhenOpen = styled.span({ "details:not([open]) > summary &": { display: "none" } });
