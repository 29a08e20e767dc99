import { type ComponentProps, type ComponentType, createContext, useContext } from "react";

export type LinkComponent = ComponentType<ComponentProps<"a"> & { href: string }>;

function PlainLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Lets an app render internal links its own way (the site uses its router). */
export const LinkProvider = LinkContext.Provider;

export interface AppLinkProps extends ComponentProps<"a"> {
  href: string;
}

/**
 * A link inside our site. External URLs (http, mailto) are always plain
 * anchors; internal paths go through the app's link component.
 */
export function AppLink({ href, ...rest }: AppLinkProps) {
  const Internal = useContext(LinkContext);
  if (/^(https?:|mailto:)/.test(href)) return <a href={href} {...rest} />;
  return <Internal href={href} {...rest} />;
}

/** Props for a link that opens in a new tab, safely. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
