import { editionUnbrokenNames } from "@duci/data/config";
import { EditionFrame } from "@duci/ui/edition/edition-frame";
import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { UnbrokenNamesContext } from "@duci/ui/unbroken-names";
import type { ReactNode } from "react";
import { PageTitle } from "./page-title.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteNav } from "./site-nav.tsx";

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
 * A Design-a-thon page in the club's site: the edition's frame with the club's title, navigation and
 * footer, its blocks keeping "Design-a-thon" on one line.
 */
export function EditionPage({ title, description, path, jsonLd, theme, children }: EditionPageProps) {
  return (
    <UnbrokenNamesContext value={editionUnbrokenNames}>
      <EditionFrame
        head={<PageTitle title={title} description={description} />}
        nav={<SiteNav currentPath={path} />}
        footer={<SiteFooter flush />}
        jsonLd={jsonLd}
        theme={theme}
      >
        {children}
      </EditionFrame>
    </UnbrokenNamesContext>
  );
}
