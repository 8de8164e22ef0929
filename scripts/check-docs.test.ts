import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  ALLOWLIST,
  citationProblems,
  citationsIn,
  decisionProblems,
  identifierProblems,
  identifiersIn,
  issueProblems,
  linkProblems,
  pathProblems,
  SEED_SPEC,
  SPEC_FILE,
  SPEC_HEADINGS,
  specProblems,
} from "./check-docs.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "roost-check-docs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small repository under scratch/<name>, with a seed spec beside it when `seed` is given. */
function fakeRepo(name: string, files: Record<string, string>, seed?: string) {
  const base = path.join(scratch, name);
  const repo = path.join(base, "repo");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  if (seed !== undefined) {
    mkdirSync(path.dirname(path.resolve(repo, SEED_SPEC)), { recursive: true });
    writeFileSync(path.resolve(repo, SEED_SPEC), seed);
  }
  return repo;
}
const spec = `${SPEC_HEADINGS.join("\n\ntext\n\n")}\n`;
const architecture = "# Architecture\n\n## 1. Shape\n\n## 4. Contracts\n";

describe("docs/spec.md", () => {
  it("is the product spec: the seed's copy byte for byte where the seed exists, else a copy with every heading", () => {
    const copy = readFileSync(path.join(root, SPEC_FILE), "utf8");
    const seed = path.resolve(root, SEED_SPEC);
    if (existsSync(seed)) expect(copy).toBe(readFileSync(seed, "utf8"));
    expect(copy.trim().length).toBeGreaterThan(10_000);
    expect(copy.split("\n")).toEqual(expect.arrayContaining(SPEC_HEADINGS));
    expect(specProblems(root)).toEqual([]);
  });

  it("is reported when it drifts from the seed, loses a heading or is missing", () => {
    expect(specProblems(fakeRepo("same", { [SPEC_FILE]: spec }, spec))).toEqual([]);
    expect(specProblems(fakeRepo("no-seed", { [SPEC_FILE]: spec }))).toEqual([]);
    expect(specProblems(fakeRepo("drifted", { [SPEC_FILE]: spec }, `${spec}one more line\n`))).toEqual([
      expect.stringContaining(`differs from ${SEED_SPEC}`),
    ]);
    const headingless = spec.replace("## 8. Error catalogue", "## 8. Errors");
    expect(specProblems(fakeRepo("heading", { [SPEC_FILE]: headingless }))).toEqual([
      `${SPEC_FILE} lacks the heading "## 8. Error catalogue"`,
    ]);
    expect(specProblems(fakeRepo("missing", { "README.md": "# x\n" }))).toEqual([
      `${SPEC_FILE} is missing or empty`,
    ]);
  });
});

describe("citations", () => {
  it("reads bare and 'spec' citations as the spec, lists as several, and leaves RFCs alone", () => {
    const text = [
      "// Rules of spec §5 and §6.",
      "/** Deal stages (§4 step 3, docs/architecture.md §4). */",
      "// ARCHITECTURE §1, §4",
      "// TEXT escaping as in RFC 5545 §3.3.11",
    ].join("\n");
    expect(citationsIn(text)).toEqual([
      { document: "spec", section: "5", line: 1 },
      { document: "spec", section: "6", line: 1 },
      { document: "spec", section: "4", line: 2 },
      { document: "architecture", section: "4", line: 2 },
      { document: "outside", section: "1", line: 3 },
      { document: "outside", section: "4", line: 3 },
    ]);
  });

  it("every § cited in the repository exists in docs/spec.md or docs/architecture.md", () => {
    expect(citationProblems(root)).toEqual([]);
  });

  it("flags a section that does not exist and the architecture file outside the repository", () => {
    const repo = fakeRepo("citations", {
      [SPEC_FILE]: spec,
      "docs/architecture.md": architecture,
      "src/a.ts": "// spec §9 and docs/architecture.md §4\n// spec §10\n",
      "src/b.ts": "\n// docs/architecture.md §2\n// ARCHITECTURE §4\n",
    });
    expect(citationProblems(repo)).toEqual([
      "src/a.ts:2: cites §10 of docs/spec.md, which has no such section",
      "src/b.ts:2: cites §2 of docs/architecture.md, which has no such section",
      "src/b.ts:3: cites ARCHITECTURE §4, outside the repository; cite docs/architecture.md §N",
    ]);
  });
});

describe("links", () => {
  it("every relative link in README.md and docs/ points at a file in the repository", () => {
    expect(linkProblems(root)).toEqual([]);
  });

  it("flags a link to a missing file or outside the repository", () => {
    const repo = fakeRepo("links", {
      "README.md": "[a](docs/architecture.md) [b](../shared/ARCHITECTURE.md) [c](https://x.test) [d](#top)\n",
      "docs/architecture.md": "[spec](spec.md#5-validation-rules) [e](decisions/)\n",
      "docs/decisions/001-x.md": "[back](../architecture.md)\n",
    });
    expect(linkProblems(repo)).toEqual([
      "README.md: links to ../shared/ARCHITECTURE.md, outside the repository",
      "docs/architecture.md: links to spec.md#5-validation-rules, which does not exist",
    ]);
  });
});

describe("named files and folders", () => {
  it("every file and folder the README, docs/ and the sources' comments name exists in the repository", () => {
    expect(pathProblems(root)).toEqual([]);
  });

  it("flags a named file that is gone, by its full path or its tail; history and build output are left alone", () => {
    const repo = fakeRepo("paths", {
      "README.md":
        "`apps/web/src/routes.tsx` `features/home/home-page.tsx` `apps/web/src/gone.tsx` `dist/main.js`\n",
      "docs/architecture.md": "`old-module.ts` and `/api/openapi.json`\n",
      "docs/decisions/001-x.md": "`removed-long-ago.ts`\n",
      "apps/web/src/routes.tsx": "",
      "apps/web/src/features/home/home-page.tsx": "",
    });
    expect(pathProblems(repo)).toEqual([
      "README.md:1: names `apps/web/src/gone.tsx`, which no file in the repository is",
      "docs/architecture.md:1: names `old-module.ts`, which no file in the repository is",
    ]);
  });

  it("flags a gone path in a source's comment and a gone folder; a folder resolves when a file lies under it", () => {
    const repo = fakeRepo("folders", {
      "README.md":
        "`apps/web/src/features/home/` and `features/home/` are there;\n`features/gone/` is not.\n",
      "apps/web/src/features/home/home-page.tsx": [
        "// Reads `./home-data.ts` and `../groups/index.ts`; `features/search/search-page.tsx` is gone.",
        'const where = "`not-a-comment.ts`";',
        "/** Lists `features/home/`. */",
      ].join("\n"),
      "apps/web/src/features/home/home-data.ts": "",
      "apps/web/src/features/groups/index.ts": "",
      "docs/operations.md": "Jobs live in `apps/server/src/jobs/`.\n",
    });
    expect(pathProblems(repo)).toEqual([
      "README.md:2: names `features/gone/`, which no folder in the repository is",
      "apps/web/src/features/home/home-page.tsx:1: names `features/search/search-page.tsx`, which no file in the repository is",
      "docs/operations.md:1: names `apps/server/src/jobs/`, which no folder in the repository is",
    ]);
  });
});

describe("decision records", () => {
  it("every record has the one header and is in the index", () => {
    expect(decisionProblems(root)).toEqual([]);
  });

  it("flags another header style and a record missing from the index", () => {
    const repo = fakeRepo("decisions", {
      "docs/decisions/README.md": "| [001](001-one.md) | One | accepted |\n",
      "docs/decisions/001-one.md": "# 001 — One\n\nDate: 2026-11-01 · Status: accepted\n",
      "docs/decisions/002-two.md": "# 002 — Two\n\n- Date: 2026-11-02\n- Status: accepted\n",
    });
    expect(decisionProblems(repo)).toEqual([
      'docs/decisions/002-two.md: its third line is not "Date: YYYY-MM-DD · Status: …"',
      "docs/decisions/README.md does not list 002-two.md",
    ]);
  });
});

describe("issue numbers", () => {
  it("no page of docs/, README.md or source file cites an issue", () => {
    expect(issueProblems(root)).toEqual([]);
  });

  it("flags a cited issue number; code, prose about issues, linked trackers, the spec and migrations are left alone", () => {
    const repo = fakeRepo("issues", {
      [SPEC_FILE]: "Issue 3 is the spec's own text.\n",
      "README.md": "# Roost\n\nMap search (issues 16 and 13).\n",
      "docs/decisions/001-x.md": "## Context\nIssue 16 point 4: a student in a group should see\n",
      "apps/server/src/a.ts": [
        "const first = parsed.error.issues[0]; // the first schema issue",
        "// Node issue 1234 (https://github.com/nodejs/node/issues/1234) makes this wait.",
        "/** Retry, see issue #12. */",
      ].join("\n"),
      "e2e/b.spec.ts": "// No known issues; issue1 is a variable name.\n",
      "apps/server/src/db/migrations/0001_x.sql": "-- Locations (issue 16).\n",
      "apps/web/node_modules/x/index.mjs": "// issue 9\n",
    });
    const hint = "Issues live outside the repository: state the rule or cite the decision instead.";
    expect(issueProblems(repo)).toEqual([
      `README.md:3: cites "issues 16". ${hint}`,
      `apps/server/src/a.ts:3: cites "issue #12". ${hint}`,
      `docs/decisions/001-x.md:2: cites "Issue 16". ${hint}`,
    ]);
  });
});

describe("named identifiers", () => {
  it("every identifier README.md, docs/ and the sources' comments name in backticks is declared", () => {
    expect(identifierProblems(root)).toEqual([]);
  });

  it("reads names, constants, members and calls; plain words, columns, files and expressions are left alone", () => {
    const spans = [
      "useCatchUp",
      "SearchIndexFeed",
      "deps.search",
      "AppDeps.search",
      "perPersonRent()",
      "MUTATION_FLOOR",
    ];
    expect(spans.map(identifiersIn)).toEqual([
      ["useCatchUp"],
      ["SearchIndexFeed"],
      ["deps", "search"],
      ["AppDeps", "search"],
      ["perPersonRent"],
      ["MUTATION_FLOOR"],
    ]);
    expect(identifiersIn("queryKeys.content(name, key)")).toEqual(["queryKeys", "content"]);
    const ignored = ["search", "URL", "max_walk_minutes", "app.ts", "package.json", "a + b", "/api"];
    expect(ignored.flatMap(identifiersIn)).toEqual([]);
  });

  it("flags a name nothing declares; code, dependencies' types, the allowlist, history and code blocks are not", () => {
    const repo = fakeRepo("identifiers", {
      "package.json": JSON.stringify({ workspaces: ["apps/web"], devDependencies: { "@x/test": "1" } }),
      "apps/web/package.json": JSON.stringify({ name: "web", dependencies: { react: "1" } }),
      "node_modules/react/index.d.ts": "export function useSyncExternalStore(): void;\n",
      "node_modules/@x/test/index.d.ts": 'export * from "runner/test";\n',
      "node_modules/runner/test.d.ts": "export declare function toHaveScreenshot(): void;\n",
      "node_modules/unlisted/index.d.ts": "export function notADependency(): void;\n",
      [ALLOWLIST]: "# Browser APIs\nrequestIdleCallback\n",
      "apps/web/src/a.tsx": [
        "/** `SearchIndexFeed` feeds `perPersonRent()` through `deps.search` within `PAGE_LIMIT`. */",
        "export interface SearchIndexFeed {}",
        "export const PAGE_LIMIT = 3;",
        "export const perPersonRent = (deps: { search: number }) => deps.search;",
        "// Filters with `filterPredicate`, up to `OLD_LIMIT`.",
        'export const hint = "see `onlyInAString`";',
      ].join("\n"),
      "README.md":
        "`useSyncExternalStore`, `toHaveScreenshot` and `requestIdleCallback`, not `onlyInAString`.\n",
      "docs/architecture.md": "`notADependency`\n\n```ts\nconst x = `inACodeBlock`;\n```\n`useCatchUp`\n",
      "docs/decisions/001-x.md": "`removedLongAgo`\n",
      [SPEC_FILE]: "`specOwnName`\n",
    });
    const stale = (where: string, name: string) =>
      `${where}: names \`${name}\`, which neither the code, the dependencies' types nor ${ALLOWLIST} declares`;
    expect(identifierProblems(repo)).toEqual([
      stale("README.md:1", "onlyInAString"),
      stale("apps/web/src/a.tsx:5", "filterPredicate"),
      stale("apps/web/src/a.tsx:5", "OLD_LIMIT"),
      stale("docs/architecture.md:1", "notADependency"),
      stale("docs/architecture.md:6", "useCatchUp"),
    ]);
  });
});
