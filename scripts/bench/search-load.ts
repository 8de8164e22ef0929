import v8 from "node:v8";
import vm from "node:vm";
import type { Database } from "../../apps/server/src/db/client.ts";
import type { PropertySearch } from "../../apps/server/src/features/properties/search/property-search.service.ts";
import { aroundBaseline } from "./around-baseline.ts";
import { captureSearchSql } from "./capture.ts";
import { type LoadOptions, measureSql } from "./measure.ts";
import type { Goal, Line } from "./ratios.ts";
import { browsePages, deepPages, filteredFirstPages, type SearchMix } from "./search-mix.ts";

// The search and property page figures of `npm run bench` (decision 042), each as a share of the
// fixed baseline measured just before and just after it: the goals are >= 60 % of the
// baseline and p99 < 50 ms at 50 connections, with any cache answering at most half of them.

const SEARCH_GOAL: Goal = { minShare: 0.6, maxP99Ms: 50 };
const PROPERTY_PAGE_GOAL: Goal = { minShare: 0.6 };
const DEEP = { from: 100, to: 250 };
/** Browsing walks the first pages of an area: enough of them for 1,000 distinct searches. */
const BROWSE_PAGES = 20;
const PROPERTY_PAGES = 5000;

/** A full garbage collection, so the heap's growth is what stays: the flag can be set at run time. */
function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}

export interface SearchLoadSetup {
  base: string;
  /** The app's search, to read its index and totals cache. */
  search: PropertySearch;
  /** The bench's own connection to the same database (cursors, ids), outside the app's pool. */
  benchPool: Database["pool"];
  url: string;
  poolSize: number;
  load: LoadOptions;
  warmup: LoadOptions;
}

/** A search line's stream, to run again elsewhere (search-cluster.ts), with its result here. */
export interface SearchStream {
  name: string;
  paths: readonly string[];
  single: Line;
}

export async function measureSearchLoad(
  setup: SearchLoadSetup,
): Promise<{ lines: Line[]; streams: SearchStream[] }> {
  const { base, load, warmup } = setup;
  const log = (line: string) => console.log(`[bench] ${line}`);
  const lines: Line[] = [];

  const around = await aroundBaseline({ base, load, warmup, writesTo: setup.benchPool });
  lines.push(around.baselineLine);

  // The search index loads at start-up on a real server (main.ts): here before the first line,
  // with what it costs in time and memory.
  collectGarbage();
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heldBefore = held();
  const loadStarted = performance.now();
  const feed = setup.search.index;
  const index = await feed?.current();
  if (!feed || !index) throw new Error("the search index could not be loaded");
  const loadSec = (performance.now() - loadStarted) / 1000;
  collectGarbage();
  const heldMb = (held() - heldBefore) / 1_048_576;
  log(
    `search index: ${index.size.toLocaleString("en-GB")} live listings loaded in ${loadSec.toFixed(1)} s, heap and ArrayBuffers (its bitsets) +${heldMb.toFixed(0)} MB after garbage collection`,
  );

  const totals = setup.search.sql.totals;
  const api = async (name: string, mix: SearchMix | { paths: string[] }, goal: Goal): Promise<Line> => {
    await around.warmUp(mix.paths);
    const seen = { ...totals.lookups };
    const seenFeed = { ...feed.counts };
    const measured = await around.line(name, mix.paths);
    const hits = totals.lookups.hits - seen.hits;
    const lookups = hits + totals.lookups.misses - seen.misses;
    const answered = feed.counts.answered - seenFeed.answered;
    const catchUps = feed.counts.catchUps - seenFeed.catchUps;
    const line: Line = {
      ...measured,
      goal,
      ...(lookups ? { hitRate: hits / lookups } : {}),
      ...(answered ? { catchUpsPerSearch: catchUps / answered } : {}),
    };
    lines.push(line);
    return line;
  };
  const sqlOnly = async (
    name: string,
    mix: SearchMix,
    apiLine?: Line,
    visit: "first" | "repeat" = "repeat",
  ) => {
    // The page statement as the service sends it: on a repeat the total is left out (it is the
    // cache's part); on a first visit it is counted too, which shows what the totals cost.
    const searches = mix.paths
      .slice(0, 5000)
      .map((p) => captureSearchSql(p.slice(p.indexOf("?") + 1))[visit]);
    const m = await measureSql(name, setup.url, searches, { ...load, poolSize: setup.poolSize });
    log(`${name.trim()}: ${m.requests} iterations`);
    if (apiLine) apiLine.apiOverSql = m.rps / apiLine.rps;
    lines.push(m);
  };

  const filtered = filteredFirstPages();
  log(`${filtered.name}: ${filtered.distinct.toLocaleString("en-GB")} distinct searches in the stream`);
  const filteredApi = await api("(a) filtered, first page  API", filtered, SEARCH_GOAL);
  await sqlOnly("(a) same, SQL (page only)", filtered, filteredApi);
  await sqlOnly("(a) same, SQL (page and total)", filtered, undefined, "first");

  const browse = await browsePages(setup.benchPool, BROWSE_PAGES);
  log(
    `${browse.name}: ${browse.distinct.toLocaleString("en-GB")} distinct pages of ${browse.areas} area pages`,
  );
  const browseApi = await api(`(b) browse, page 1-${BROWSE_PAGES}    API`, browse, SEARCH_GOAL);
  await sqlOnly("(b) same, SQL (page only)", browse, browseApi);

  const deep = await deepPages(setup.benchPool, DEEP);
  log(`${deep.name}: ${deep.distinct.toLocaleString("en-GB")} distinct pages of ${deep.areas} area pages`);
  const deepName = `(c) browse, page ${DEEP.from}-${DEEP.to} API`;
  const deepApi = await api(deepName, deep, SEARCH_GOAL);
  await sqlOnly("(c) same, SQL", deep, deepApi);

  const { rows } = await setup.benchPool.query<{ id: string }>(
    `select id from properties where status in ('published', 'available', 'let_agreed') order by md5(id::text) limit ${PROPERTY_PAGES}`,
  );
  await api(
    "(d) property page         API",
    { paths: rows.map((r) => `/api/properties/${r.id}`) },
    PROPERTY_PAGE_GOAL,
  );

  const streams = [
    { name: "(a) filtered, first page  cluster", paths: filtered.paths, single: filteredApi },
    { name: `(b) browse, page 1-${BROWSE_PAGES}    cluster`, paths: browse.paths, single: browseApi },
    { name: `(c) browse, page ${DEEP.from}-${DEEP.to} cluster`, paths: deep.paths, single: deepApi },
  ];
  return { lines, streams };
}
