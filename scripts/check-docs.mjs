#!/usr/bin/env node
// The documents the code leans on are in the repository, and every section it cites exists:
// - docs/spec.md is the product spec, byte for byte the copy in ../shared/seed/ where that exists;
// - "§N" and "spec §N" cite docs/spec.md, "docs/architecture.md §N" cites the architecture page;
//   "ARCHITECTURE §N" (the file outside the repository) is no longer accepted;
// - "RFC 5545 §3.2" and the like cite an RFC and are left alone;
// - relative links in README.md and docs/ point at files inside the repository;
// - a file or folder the README, a page of docs/ or a comment of the sources names in backticks
//   (`apps/web/src/routes.tsx`, `apps/server/src/jobs/`, or a tail of one such as
//   `features/properties/search-form.tsx` or `features/properties/search/`) exists; decision records
//   are history and may name what a later one removed;
// - an identifier the README, a page of docs/ or a comment of the sources names in backticks
//   (`useCatchUp`, `SearchIndexFeed`, `deps.search`, `perPersonRent()`) is declared somewhere: in the
//   code of the repository, in the type declarations of its dependencies or in
//   scripts/docs-allowlist.txt. Plain words, snake_case and CONSTANT_CASE names, the spec, the
//   decision records (history again) and code blocks of the pages are left alone;
// - every decision record starts with "Date: … · Status: …" and is listed in their index;
// - no page of docs/ or README.md, and no source file, cites an issue by its number ("issue 12"):
//   issues live in a tracker outside the repository, so a reader here cannot open them.
// Run by `npm run check`, `.ci/run` and the unit tests (check-docs.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { identifierProblems, proseAndCode } from "./check-docs-identifiers.mjs";
import {
  DECISIONS_DIR,
  MIGRATIONS_DIR,
  read,
  SKIPPED_DIRS,
  SOURCE_DIRS,
  SPEC_FILE,
  scannedFiles,
} from "./docs-files.mjs";

export { ALLOWLIST, identifierProblems, identifiersIn } from "./check-docs-identifiers.mjs";
export { SPEC_FILE } from "./docs-files.mjs";

export const ARCHITECTURE_FILE = "docs/architecture.md";
/** The spec as the project was seeded with it, beside the repository (absent in a bare clone). */
export const SEED_SPEC = "../shared/seed/000_7f0d4296e593b716.txt";
export const SPEC_HEADINGS = [
  "# Specification: UK rental marketplace with a student focus",
  "## 1. What the product does and for whom",
  "## 2. Screens and routes",
  "## 3. Entities and their fields",
  "## 4. States and transitions",
  "## 5. Validation rules",
  "## 6. Roles and permissions",
  "## 7. The calls it makes",
  "## 8. Error catalogue",
  "## 9. Business constants and limits",
];

const SECTION = String.raw`§\s?\d+(?:\.\d+)*`;
/** A prefix naming the document, then one section or a list of them ("§1, §4", "§4 and §5", "§2-§3"). */
const CITATION = new RegExp(
  String.raw`(?:\b(RFC\s?\d+|ARCHITECTURE(?:\.md)?|architecture\.md)[\s,]*)?(${SECTION}(?:(?:\s*,\s*|\s*[-–]\s*|\s+and\s+|\s+or\s+)${SECTION})*)`,
  "g",
);

/** @typedef {{ document: "spec" | "architecture" | "outside", section: string, line: number }} Citation */

/**
 * The cited sections in a text.
 * @param {string} text
 */
export function citationsIn(text) {
  /** @type {Citation[]} */
  const found = [];
  for (const match of text.matchAll(CITATION)) {
    const prefix = match[1] ?? "";
    if (prefix.startsWith("RFC")) continue;
    const document = prefix === "" ? "spec" : prefix === "architecture.md" ? "architecture" : "outside";
    const line = text.slice(0, match.index).split("\n").length;
    for (const section of match[2].matchAll(/§\s?(\d+(?:\.\d+)*)/g))
      found.push({ document, section: section[1], line });
  }
  return found;
}

/**
 * The section numbers a Markdown document has ("## 4. Contracts" → "4", "### 4.2 Errors" → "4.2").
 * @param {string} markdown
 */
export function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]));
}

/**
 * Problems with docs/spec.md: missing, a heading gone, or different from the seed copy beside the repo.
 * @param {string} root
 */
export function specProblems(root) {
  const spec = read(root, SPEC_FILE);
  if (spec.trim() === "") return [`${SPEC_FILE} is missing or empty`];
  const problems = SPEC_HEADINGS.filter((h) => !spec.split("\n").includes(h)).map(
    (h) => `${SPEC_FILE} lacks the heading "${h}"`,
  );
  const seed = path.resolve(root, SEED_SPEC);
  if (existsSync(seed) && readFileSync(seed, "utf8") !== spec)
    problems.push(`${SPEC_FILE} differs from ${SEED_SPEC}: copy it again (cp ${SEED_SPEC} ${SPEC_FILE})`);
  return problems;
}

/**
 * Every citation in the repository that does not resolve to a section of a document in it.
 * @param {string} root
 */
export function citationProblems(root) {
  const sections = {
    spec: sectionsOf(read(root, SPEC_FILE)),
    architecture: sectionsOf(read(root, ARCHITECTURE_FILE)),
  };
  const problems = [];
  for (const file of scannedFiles(root)) {
    for (const { document, section, line } of citationsIn(read(root, file))) {
      const where = `${file}:${line}`;
      if (document === "outside")
        problems.push(
          `${where}: cites ARCHITECTURE §${section}, outside the repository; cite ${ARCHITECTURE_FILE} §N`,
        );
      else if (!sections[document].has(section))
        problems.push(
          `${where}: cites §${section} of ${document === "spec" ? SPEC_FILE : ARCHITECTURE_FILE}, which has no such section`,
        );
    }
  }
  return problems;
}

/**
 * Relative links in README.md and docs/ that point at nothing in the repository.
 * @param {string} root
 */
export function linkProblems(root) {
  const pages = scannedFiles(root).filter(
    (f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")),
  );
  const problems = [];
  for (const page of pages) {
    for (const match of read(root, page).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1].split("#")[0];
      if (target === "" || /^[a-z]+:/.test(target)) continue;
      const resolved = path.resolve(root, path.dirname(page), target);
      if (!resolved.startsWith(`${root}${path.sep}`) && resolved !== root)
        problems.push(`${page}: links to ${match[1]}, outside the repository`);
      else if (!existsSync(resolved)) problems.push(`${page}: links to ${match[1]}, which does not exist`);
    }
  }
  return problems;
}

/**
 * @param {string} root
 * @param {string} [dir]
 * @returns {string[]}
 */
function allFiles(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : allFiles(root, path.join(dir, entry.name));
    return [path.relative(root, path.join(dir, entry.name)).split(path.sep).join("/")];
  });
}

/**
 * A path in backticks (not a URL path): a file, or a bare file name, with an extension; or a folder,
 * ending in "/".
 */
const NAMED_PATH =
  /^(?:[\w.@-]+\/)+$|^(?:[\w.@-]+\/)*[\w.@-]+\.(?:tsx?|mjs|cjs|js|json|sql|css|html|md|ya?ml|sh|conf)$/;
const NOT_IN_THE_REPOSITORY = /^(?:dist|node_modules|\.data)\//;

/**
 * Files and folders that README.md, the pages of docs/ and the comments of the sources name, and
 * that are not in the repository: no file is the path or ends with it, none lies under the folder.
 * @param {string} root
 */
export function pathProblems(root) {
  const files = allFiles(root).map((f) => `/${f}`);
  const problems = [];
  for (const { file, line, span } of proseAndCode(root).spans) {
    if (!NAMED_PATH.test(span)) continue;
    // A relative path (`./x.ts`, `../groups/index.ts`) is read as a tail, like a bare name.
    const named = span.replace(/^(?:\.\.?\/)+/, "");
    if (NOT_IN_THE_REPOSITORY.test(named)) continue;
    const folder = named.endsWith("/");
    if (!files.some((f) => (folder ? f.includes(`/${named}`) : f.endsWith(`/${named}`))))
      problems.push(
        `${file}:${line}: names \`${named}\`, which no ${folder ? "folder" : "file"} in the repository is`,
      );
  }
  return problems;
}

const DECISION_FILE = /^\d{3}-[\w-]+\.md$/;

/**
 * Decision records without the one header style, or missing from the index (docs/decisions/README.md).
 * @param {string} root
 */
export function decisionProblems(root) {
  const dir = path.join(root, DECISIONS_DIR);
  if (!existsSync(dir)) return [];
  const index = read(root, `${DECISIONS_DIR}/README.md`);
  const problems = [];
  for (const name of readdirSync(dir)
    .filter((f) => DECISION_FILE.test(f))
    .sort()) {
    const third = read(root, `${DECISIONS_DIR}/${name}`).split("\n")[2] ?? "";
    if (!/^Date: \d{4}-\d{2}-\d{2} · Status: /.test(third))
      problems.push(`${DECISIONS_DIR}/${name}: its third line is not "Date: YYYY-MM-DD · Status: …"`);
    if (!index.includes(`](${name})`)) problems.push(`${DECISIONS_DIR}/README.md does not list ${name}`);
  }
  return problems;
}

/** "issue 12", "Issue #3", "issues 11 and 13"; not `error.issues[0]` or an identifier such as `issue1`. */
const ISSUE_NUMBER = /\bissues?(?:\s+#?|\s*#)\d+/gi;
/** A line that links somewhere may cite a third party's tracker ("Node issue 1234: https://…"). */
const LINK = /https?:\/\//;
const SOURCE_FILE = /\.(ts|tsx|mjs|sql)$/;

/**
 * Lines of the README, the pages of docs/ (the spec aside) and the sources that cite an issue number.
 * @param {string} root
 */
export function issueProblems(root) {
  const files = scannedFiles(root).filter(
    (f) =>
      f === "README.md" ||
      (f.startsWith("docs/") && f.endsWith(".md")) ||
      (SOURCE_DIRS.includes(f.split("/")[0]) && SOURCE_FILE.test(f) && !f.startsWith(MIGRATIONS_DIR)),
  );
  const problems = [];
  for (const file of files) {
    for (const [index, text] of read(root, file).split("\n").entries()) {
      if (LINK.test(text)) continue;
      for (const [cited] of text.matchAll(ISSUE_NUMBER))
        problems.push(
          `${file}:${index + 1}: cites "${cited}". Issues live outside the repository: state the rule or cite the decision instead.`,
        );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = [
    ...specProblems(root),
    ...citationProblems(root),
    ...linkProblems(root),
    ...pathProblems(root),
    ...decisionProblems(root),
    ...issueProblems(root),
    ...identifierProblems(root),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) with the docs the code cites.`);
    process.exit(1);
  }
  console.log(
    "Docs: the spec copy matches, every § cited exists, every link, named file or folder and named identifier resolves, every decision is indexed, no issue is cited.",
  );
}
