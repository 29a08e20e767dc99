// The content the apps ship as chunks of their own, named "record-…": the
// budget check (@duci/bench/budgets) counts a record chunk apart from a
// route's JavaScript, so publishing an event or adding a judge moves no code
// budget. A record module holds data only: it imports types and nothing else,
// so no code is pulled into its chunk (record-chunks.test.ts checks it).

/** A record chunk: its name ("record-…") and the modules it holds. */
export interface RecordChunk {
  name: `record-${string}`;
  test: RegExp;
  /** Above the site's "index" group, so a record module never rides in the entry chunk. */
  priority: number;
}

/** The site's: the events (the bundled list and the build's service events), the home page's and /events's few events. */
export const siteRecordChunks: RecordChunk[] = [
  {
    name: "record-events",
    test: /\/(packages\/data\/src\/events|apps\/site\/src\/events\/built-service-documents)\.ts$/,
    priority: 1,
  },
  { name: "record-home-events", test: /\/apps\/site\/src\/home\/built-home-events\.ts$/, priority: 1 },
  {
    name: "record-events-page",
    test: /\/apps\/site\/src\/events\/built-events-page-events\.ts$/,
    priority: 1,
  },
];

/** An edition's: its people (judges, speakers, hosts), `people.ts` in its folder. */
export const editionRecordChunk: RecordChunk = {
  name: "record-people",
  test: /\/packages\/data\/src\/editions\/\d{4}\/people\.ts$/,
  priority: 1,
};
