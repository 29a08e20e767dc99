import { club } from "@duci/data/config";

export interface PageTitleProps {
  /** The page's own name; the club's short name is added after it. */
  title: string;
  description?: string;
}

/** Sets the document title "{title} – Design at UCI" (React 19 hoists it into <head>). */
export function PageTitle({ title, description }: PageTitleProps) {
  return (
    <>
      <title>{`${title} – ${club.shortName}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
