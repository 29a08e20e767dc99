// `pnpm test:yearly`: next year's jobs, done as docs/maintaining.md says, in a
// fresh clone of HEAD, then the whole `pnpm test` there. The jobs: add an event
// to the bundled list, add a featured resource, change the board (a new member,
// a member who left moves to the alumni), add a merch drop, and start the next
// Design-a-thon with `pnpm new-edition` and fill in its FILL IN markers with sample
// values. Then, as the generator and the docs say: `pnpm test:visual:update`
// (which takes the new pages' pictures), and `pnpm test`, which must be green.
// Exits non-zero at the first step that fails and keeps the copy to look at.
// Options: --keep (keep the copy when green too); --as-generated (only
// `pnpm new-edition`, with its FILL IN markers left as they are, then the same checks).
// E2E_PORT sets the end-to-end suite's port.
// Runs in .ci/run after `pnpm test`; takes about as long as `pnpm test` again.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const keep = process.argv.includes("--keep");
const asGenerated = process.argv.includes("--as-generated");
const started = Date.now();
/** The clone the jobs are done in (set before the first job). */
let copy = "";

class StepFailed extends Error {}

function log(message: string): void {
  const seconds = Math.round((Date.now() - started) / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  console.log(`\n[yearly ${clock}] ${message}`);
}

/** Runs a command in the copy, its output shown as it comes; `capture` returns stdout instead. */
function run(
  command: string,
  args: readonly string[],
  { capture = false, env = {} }: { capture?: boolean; env?: Record<string, string> } = {},
): string {
  log(`${command} ${args.join(" ")}`);
  try {
    return execFileSync(command, args, {
      cwd: copy,
      encoding: "utf8",
      stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
      env: { ...process.env, ...env },
    });
  } catch (error) {
    const failed = error as { stdout?: string; status?: number | null; signal?: string | null };
    if (capture && failed.stdout) console.log(failed.stdout);
    throw new StepFailed(`${command} ${args.join(" ")} exited with ${failed.status ?? failed.signal}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function read(file: string): Promise<string> {
  return readFile(join(copy, file), "utf8");
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(join(copy, file, ".."), { recursive: true });
  await writeFile(join(copy, file), text);
}

/** An object literal as a person writes it in the data files: `{ name: "Avery", price: 18 }`. */
function literal(object: Record<string, string | number>): string {
  const fields = Object.entries(object).map(
    ([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : value}`,
  );
  return `{ ${fields.join(", ")} }`;
}

/** The files under `paths` that git does not track yet (the generator's new files), or those changed. */
async function untracked(...paths: string[]): Promise<string[]> {
  const out = execFileSync("git", ["ls-files", "--others", "--modified", "--exclude-standard", "--", ...paths], {
    cwd: copy,
    encoding: "utf8",
  });
  return out.split("\n").filter(Boolean);
}

/** Inserts `text` after the first line of `file` that starts with `marker`, as the docs place it. */
async function insertAfter(file: string, marker: string, text: string): Promise<void> {
  const lines = (await read(file)).split("\n");
  const at = lines.findIndex((line) => line.startsWith(marker));
  if (at < 0) throw new StepFailed(`${file} has no line starting with "${marker}": the documented step no longer fits`);
  lines.splice(at + 1, 0, text);
  await write(file, lines.join("\n"));
}

/** Replaces `from` (which must be there) with `to` in `file`. */
async function replaceIn(file: string, from: string, to: string): Promise<void> {
  const text = await read(file);
  if (!text.includes(from)) throw new StepFailed(`${file} has no "${from}": the documented step no longer fits`);
  await write(file, text.replace(from, to));
}

/** The Pacific wall-clock time a week after a bundled event's, in the list's "YYYY-MM-DDTHH:MM" format. */
function aWeekAfter(time: string): string {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d)$/.exec(time);
  if (!match) throw new StepFailed(`the newest bundled event's time "${time}" is not YYYY-MM-DDTHH:MM`);
  const [, year, month, day, clock] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 7));
  return `${date.toISOString().slice(0, 10)}T${clock}`;
}

/** docs/maintaining.md, "Add or change an event": a new event at the top of the bundled list. */
async function addEvent() {
  const file = "packages/data/src/events.ts";
  const newest = /export const bundledEvents = \[\s*\{\s*title: "[^"]*",\s*time: "([^"]+)"/.exec(await read(file));
  if (!newest?.[1]) throw new StepFailed(`${file} does not start its list with an event's title and time`);
  const event = {
    title: "Sample Workshop from the Yearly Replay",
    time: aWeekAfter(newest[1]),
    duration: "60",
    type: "Workshop",
    place: "SB1 2200",
  };
  await insertAfter(file, "export const bundledEvents = [", `  ${literal(event)},`);
  return event;
}

/** docs/maintaining.md, "Add a featured resource": an entry at the top, with its own preview. */
async function addResource() {
  const resource = {
    title: "Sample Guide from the Yearly Replay",
    type: "Guide",
    link: "https://www.w3.org/WAI/fundamentals/accessibility-intro/",
    desc: "A sample resource the yearly replay adds to check the documented steps.",
    ogImg: "sample-replay-guide",
  };
  await write(
    `packages/data/src/images/featured/${resource.ogImg}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><title>${resource.title}</title><rect width="1200" height="630" fill="#2ADB6A"/><circle cx="600" cy="315" r="150" fill="#FFFFFF" stroke="#000024" stroke-width="10"/><path d="M530 315h140M600 245v140" stroke="#000024" stroke-width="10" stroke-linecap="round"/></svg>\n`,
  );
  await insertAfter(
    "packages/data/src/featured-resources.ts",
    "export const featuredResources = [",
    `  ${literal(resource)},`,
  );
  return resource;
}

/** docs/maintaining.md, "Add a board member": one joins at the top; the last one listed leaves for the alumni. */
async function changeBoard() {
  const file = "packages/data/src/board.ts";
  const member = { name: "Sample Member", position: "Replay Coordinator", color: "green" };
  await insertAfter(file, "export const boardMembers", `  ${literal(member)},`);
  // The last member on one line leaves: into a group of their own year, above the newest one.
  const text = await read(file);
  const board = text.slice(text.indexOf("export const boardMembers"), text.indexOf("];", text.indexOf("boardMembers")));
  const leaving = [...board.matchAll(/^ {2}\{ name: "([^"]+)", position: "([^"]+)" \},\n/gm)].at(-1);
  if (!leaving) throw new StepFailed(`${file}: no board member on one line to move to the alumni`);
  const [line, name = "", position = ""] = leaving;
  const years = [...text.matchAll(/^ {4}year: (\d{4}),$/gm)].map((match) => Number(match[1]));
  const year = Math.max(...years) + 1;
  await write(file, text.replace(line, ""));
  await insertAfter(
    file,
    "export const boardAlumni",
    `  { year: ${year}, members: [{ name: "${name}", position: "${position}" }] },`,
  );
  return { joined: member.name, left: name, year };
}

/** docs/maintaining.md, "Add a merch drop": pictures in a new folder, the drop at the top, the previous one sold out. */
async function addMerchDrop() {
  const file = "packages/data/src/merch.ts";
  const text = await read(file);
  const [, season, year] = /name: "(Winter|Spring|Summer|Fall) (\d{4}) Merch"/.exec(text) ?? [];
  if (!season || !year) throw new StepFailed(`${file} does not start with a drop named like "Winter 2023 Merch"`);
  const seasons = ["Winter", "Spring", "Summer", "Fall"];
  const index = seasons.indexOf(season);
  const name = index === 3 ? `Winter ${Number(year) + 1}` : `${seasons[index + 1]} ${year}`;
  const folder = name.toLowerCase().replace(" ", "-");
  // The in-stock drop's order form: a new drop has one of its own, so the sample borrows it.
  const buyLink = /inStock: true,\s*buyLink: ("[^"]+")/.exec(text)?.[1];
  if (!buyLink) throw new StepFailed(`${file}: the drop in stock has no buyLink`);
  await write(
    `packages/data/src/images/merch/${folder}/tote.svg`,
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><title>Drawing of a sample tote bag</title><rect width="400" height="400" fill="#F4EFE6"/><path d="M150 140 C150 80 250 80 250 140" fill="none" stroke="#1E1E3C" stroke-width="12"/><rect x="100" y="140" width="200" height="200" rx="10" fill="#E8D8B8" stroke="#1E1E3C" stroke-width="6"/><circle cx="200" cy="240" r="36" fill="#FC593D"/></svg>\n',
  );
  await replaceIn(file, `inStock: true,\n    buyLink: ${buyLink},\n`, "inStock: false,\n");
  await insertAfter(
    file,
    "export const merchCollections = [",
    `  { name: "${name} Merch", path: "${folder}", description: "A sample tote bag the yearly replay adds.", inStock: true, buyLink: ${buyLink}, items: [{ name: "Sample Tote", price: 18, photo: "tote.svg" }] },`,
  );
  return { name: `${name} Merch` };
}

/** docs/maintaining.md, "Start next year's Design-a-thon": the generator, then every FILL IN filled in (unless `fill` is false). */
async function newEdition({ fill }: { fill: boolean }): Promise<EditionJob> {
  const years = (await readdir(join(copy, "packages/data/src/editions"))).flatMap((name) =>
    /^\d{4}$/.test(name) ? [Number(name)] : [],
  );
  const year = Math.max(...years) + 1;
  const yy = String(year).slice(2);
  const printed = run("pnpm", ["new-edition", yy], { capture: true });
  console.log(printed);
  // The steps it prints are the ones this replay takes next.
  const steps = ["FILL IN", "pnpm test:visual:update", "pnpm test"].map((step) => printed.indexOf(step));
  if (steps.some((at, i) => at < 0 || at < (steps[i - 1] ?? 0))) {
    throw new StepFailed("pnpm new-edition does not print: fill in every FILL IN, pnpm test:visual:update, pnpm test");
  }

  const home = `packages/data/src/editions/${year}`;
  if (!fill) return { year, yy, name: "FILL IN: the edition&#x27;s name", judge: "FILL IN: Judge Name" };
  const name = `Sample ${year}`;
  // Every marker's wording is taken as the sample text; the names are set apart so the pages can be checked.
  const samples: [string, string, string][] = [
    ["record.ts", '"FILL IN: the edition\'s name"', JSON.stringify(name)],
    ["people.ts", '"FILL IN: Judge Name"', '"Sample Judge"'],
    ["record.ts", `aliases: ["${yy}"]`, `aliases: ["${yy}", "sample-${yy}"]`],
  ];
  for (const [file, from, to] of samples) await replaceIn(`${home}/${file}`, from, to);
  for (const file of [`${home}/record.ts`, `${home}/people.ts`, `${home}/content.ts`]) {
    await write(file, (await read(file)).replaceAll('"FILL IN: ', '"'));
  }
  await write(
    `${home}/images/cover.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#089AFF"/><circle cx="500" cy="300" r="140" fill="#FFCC45"/></svg>\n`,
  );
  // "Search for FILL IN:", as a person would: no marker is left in the new edition's files (the comments that name the markers stay).
  const left = [];
  for (const file of await untracked(`apps/designathon-${yy}`, home)) {
    if ((await read(file)).includes("FILL IN:")) left.push(file);
  }
  if (left.length > 0) throw new StepFailed(`FILL IN markers left after filling in: ${left.join(", ")}`);
  return { year, yy, name, judge: "Sample Judge" };
}

/** The edition `pnpm new-edition` started, and what its pages must show. */
interface EditionJob {
  year: number;
  yy: string;
  name: string;
  judge: string;
}

/** What the other jobs added, to look for on the pages. */
interface Chores {
  event: Awaited<ReturnType<typeof addEvent>>;
  resource: Awaited<ReturnType<typeof addResource>>;
  board: Awaited<ReturnType<typeof changeBoard>>;
  drop: Awaited<ReturnType<typeof addMerchDrop>>;
}

/** What each job put on the built pages, checked in the copy's dist/ after `pnpm test` built it. */
async function checkPages({ event, resource, board, drop, edition }: Partial<Chores> & { edition: EditionJob }) {
  const page = async (route: string) => readFile(join(copy, "dist", route, "index.html"), "utf8");
  const expectations: [string, string][] = [
    [`/designathon/${edition.yy}/`, edition.name],
    [`/designathon/${edition.yy}/people/`, edition.judge],
    ["/designathon/", edition.name],
  ];
  if (event) expectations.push(["/events/", event.title]);
  if (resource) expectations.push(["/resources/featured/", resource.title]);
  if (board) expectations.push(["/about/", board.joined], ["/about/", board.left]);
  if (drop) expectations.push(["/merch/", drop.name]);
  for (const [route, text] of expectations) {
    if (!(await page(route)).includes(text)) throw new StepFailed(`dist${route}index.html does not show "${text}"`);
  }
  for (const width of [390, 1280]) {
    for (const shot of [`designathon-${edition.yy}`, `designathon-${edition.yy}-people`]) {
      if (!existsSync(join(copy, "e2e/screenshots", `${shot}-${width}.png`))) {
        throw new StepFailed(`pnpm test:visual:update took no picture ${shot}-${width}.png`);
      }
    }
  }
}

try {
  copy = await mkdtemp(join(tmpdir(), "duci-yearly-"));
  const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
  if (execFileSync("git", ["status", "--porcelain"], { cwd: repo, encoding: "utf8" }).trim()) {
    console.log("Uncommitted changes are not replayed: the copy is a clone of HEAD.");
  }
  log(`cloning ${head.slice(0, 12)} into ${copy}`);
  execFileSync("git", ["clone", "--quiet", "--no-checkout", repo, copy]);
  run("git", ["checkout", "--quiet", "--detach", head]);
  // Dependencies come from pnpm's store on this machine, the registry only for what it lacks.
  run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"]);

  const chores: Chores | undefined = asGenerated
    ? undefined
    : {
        event: await addEvent(),
        resource: await addResource(),
        board: await changeBoard(),
        drop: await addMerchDrop(),
      };
  const edition = await newEdition({ fill: !asGenerated });
  if (chores) {
    const { event, resource, board, drop } = chores;
    log(
      `jobs done: event "${event.title}" on ${event.time}, resource "${resource.title}", ` +
        `board member ${board.joined} (${board.left} to the ${board.year} alumni), ${drop.name}, Design-a-thon ${edition.year}`,
    );
  } else log(`Design-a-thon ${edition.year} as generated, its FILL IN markers left in`);
  // "pnpm format fixes formatting complaints" (docs/maintaining.md, "Check a change on your laptop").
  if (!asGenerated) run("pnpm", ["format"]);

  const env = { E2E_PORT: process.env.E2E_PORT ?? String(await freePort()), TURBO_DAEMON: "false" };
  run("pnpm", ["test:visual:update"], { env });
  run("git", ["status", "--short", "e2e/screenshots"]);
  run("pnpm", ["test"], { env });
  await checkPages({ ...chores, edition });
  log(`green: ${asGenerated ? "pnpm new-edition" : "every yearly job"}, then the whole pnpm test`);
  if (!keep) await rm(copy, { recursive: true, force: true });
  else console.log(`The copy is kept at ${copy}`);
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(`\nThe yearly replay failed: ${error.message}`);
  if (copy) console.error(`The copy is kept at ${copy} (e2e/playwright-report/ has the end-to-end report).`);
  process.exitCode = 1;
}
