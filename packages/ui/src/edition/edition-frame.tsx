import type { ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary.tsx";
import { GlobalStyles } from "../global-styles.tsx";
import { JsonLd } from "../json-ld.tsx";
import { SkipLink } from "../skip-link.tsx";
import { EditionStyles } from "./edition-styles.tsx";
import { type EditionTheme, EditionThemeProvider } from "./edition-theme.tsx";

export interface EditionFrameProps {
  /** The document's title and description (React hoists them into <head>). */
  head: ReactNode;
  /** The site navigation, after the skip link. */
  nav: ReactNode;
  /** The site footer, after the main landmark. */
  footer: ReactNode;
  /** The edition's schema.org Event, when it has one. */
  jsonLd?: object;
  theme: EditionTheme;
  /** The header, the section navigation and the sections, in order. */
  children: ReactNode;
}

/**
 * The frame every edition page shares: its head, JSON-LD, the skip link,
 * the navigation, the main landmark (the skip link's target) and the footer,
 * in the edition's theme (its grounds, cards and ornaments).
 * Everything but the global styles sits in an error boundary: an error shows a
 * notice with a reload button over what was on screen, never a blank page.
 */
export function EditionFrame({ head, nav, footer, jsonLd, theme, children }: EditionFrameProps) {
  return (
    <EditionThemeProvider value={theme}>
      {/*
        Written into the page at build time and left in place by the browser, outside the
        boundary (a failed edition keeps them). Scripts render neither: re-inserting the base
        styles would put them after the theme's, which would lose to them (a white ground).
      */}
      {import.meta.env.SSR ? (
        <>
          <GlobalStyles />
          <EditionStyles theme={theme} />
        </>
      ) : null}
      <ErrorBoundary>
        {jsonLd ? <JsonLd data={jsonLd} /> : null}
        {head}
        <SkipLink />
        {nav}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </ErrorBoundary>
    </EditionThemeProvider>
  );
}
