export interface JsonLdProps {
  /** A schema.org object. */
  data: object;
}

/** schema.org data for search engines; "<" is escaped so the data cannot close the tag. */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
