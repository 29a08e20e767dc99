import type { ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary.tsx";
import { GlobalStyles } from "../global-styles.tsx";
import { JsonLd } from "../json-ld.tsx";
import { PageTitle } from "../page-title.tsx";
import { SiteFooter } from "../site-footer.tsx";
import { SiteNav } from "../site-nav.tsx";
import { SkipLink } from "../skip-link.tsx";
import { EditionStyles } from "./edition-styles.tsx";
import { type EditionTheme, EditionThemeProvider } from "./edition-theme.tsx";

export interface EditionPageProps {
  /** The document title before the club's name, e.g. "Design-a-thon 2024: True to You". */
  title: string;
  description: string;
  /** The edition's path, marked as the current page in the site navigation. */
  path: string;
  /** The edition's schema.org Event, when it has one. */
  jsonLd?: object;
  theme: EditionTheme;
  /** The header, the section navigation and the sections, in order. */
  children: ReactNode;
}

/**
 * The frame every Design-a-thon page shares: title and description, JSON-LD,
 * the skip link, the site navigation, the main landmark (the skip link's
 * target) and the site footer, in the edition's theme (its grounds, cards and ornaments).
 * Everything but the global styles sits in an error boundary: an error shows a
 * notice with a reload button over what was on screen, never a blank page.
 */
export function EditionPage({ title, description, path, jsonLd, theme, children }: EditionPageProps) {
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
        <PageTitle title={title} description={description} />
        <SkipLink />
        <SiteNav currentPath={path} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter flush />
      </ErrorBoundary>
    </EditionThemeProvider>
  );
}
