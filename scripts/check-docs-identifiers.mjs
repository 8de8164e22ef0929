// Identifiers named in backticks must still exist (run by scripts/check-docs.mjs): a renamed
// function, hook or type leaves its old name behind in the prose about it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DECISIONS_DIR, MIGRATIONS_DIR, read, SOURCE_DIRS, SPEC_FILE, scannedFiles } from "./docs-files.mjs";

/** What is not code in a script: comments, strings, templates (nested once) and regular expressions. */
const COMMENT = /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/;
const QUOTED = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/;
const TEMPLATE = /`(?:\\[\s\S]|\$\{(?:[^{}`]|`(?:\\[\s\S]|[^`\\])*`)*\}|[^`\\])*`/;
/** A slash where a value starts (after "=", "(", "return"…) opens a regular expression, not a division. */
const REGEX_LITERAL =
  /(?<=(?:^|[=(,:;!&|?{[]|\breturn)\s*)\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[dgimsuvy]*/;
const NOT_CODE = new RegExp([COMMENT, QUOTED, TEMPLATE, REGEX_LITERAL].map((r) => r.source).join("|"), "gm");
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** @typedef {{ text: string, offset: number }} Stretch  Some of a file's text, and where it starts in it. */
/** @typedef {{ file: string, line: number, span: string }} Span  The text of a span in backticks, and where it is. */

/**
 * A script's code, with comments, strings and regexes blanked, and its comments with their offsets.
 * @param {string} text
 */
function codeAndComments(text) {
  /** @type {Stretch[]} */
  const comments = [];
  /**
   * @param {string} _
   * @param {string | undefined} comment  set when what matched is a comment
   * @param {number} offset
   */
  const blank = (_, comment, offset) => {
    if (comment !== undefined) comments.push({ text: comment, offset });
    return " ";
  };
  const code = text.replace(NOT_CODE, blank);
  return { code, comments };
}

/** A name, a member (`deps.search`) or a call of either (`perPersonRent()`, `realtime.attach(server)`). */
const REFERENCE = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/;
/** camelCase or PascalCase with a capital inside: `useCatchUp`, `SearchIndexFeed`, not `search` or `URL`. */
const CAMEL_CASE = /^(?=.*[a-z])[_$]?[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
/** CONSTANT_CASE with an underscore: `MUTATION_FLOOR`, `DATABASE_URL`; not `URL` or `API`. */
const CONSTANT_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** `package.json`, `app.ts`: a file name, which pathProblems checks. */
const FILE_NAME = /\.(?:[cm]?[jt]sx?|jsonc?|sql|css|html|md|ya?ml|sh|conf|txt)$/;

/**
 * The identifiers a span in backticks names: a lone camelCase or PascalCase word, or the segments of a
 * member or a call, or a CONSTANT_CASE name. Plain words and snake_case columns are left alone.
 * @param {string} span
 * @returns {string[]}
 */
export function identifiersIn(span) {
  const match = REFERENCE.exec(span);
  if (match === null || FILE_NAME.test(match[1])) return [];
  const segments = match[1].split(".");
  if (segments.length === 1 && match[2] === undefined)
    return CAMEL_CASE.test(span) || CONSTANT_CASE.test(span) ? segments : [];
  return segments.filter((s) => !s.includes("_") && s !== s.toUpperCase());
}

const CODE_SPAN = /`([^`\n]+)`/g;
/**
 * @param {string} text
 * @param {number} offset
 */
const lineAt = (text, offset) => text.slice(0, offset).split("\n").length;

/**
 * The spans in backticks in some stretches of a file's text.
 * @param {string} file
 * @param {string} text
 * @param {Stretch[]} stretches
 * @returns {Span[]}
 */
function spansIn(file, text, stretches) {
  return stretches.flatMap((stretch) =>
    [...stretch.text.matchAll(CODE_SPAN)].map((span) => ({
      file,
      line: lineAt(text, stretch.offset + span.index),
      span: span[1],
    })),
  );
}

/**
 * The pages whose names are checked: the README and docs/, but not the spec nor the decisions (history).
 * @param {string} file
 */
const isCheckedPage = (file) =>
  file === "README.md" ||
  (file.startsWith("docs/") &&
    file.endsWith(".md") &&
    file !== SPEC_FILE &&
    !file.startsWith(`${DECISIONS_DIR}/`));
/** A code block of a page is an example, not a reference; blanked, lines kept. */
const FENCED_BLOCK = /^ *```[\s\S]*?^ *```/gm;
const SCRIPT = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** @param {string} file */
const hasCheckedComments = (file) =>
  SOURCE_DIRS.includes(file.split("/")[0]) &&
  /\.(ts|tsx|mjs)$/.test(file) &&
  !file.startsWith(MIGRATIONS_DIR);

export const ALLOWLIST = "scripts/docs-allowlist.txt";

/**
 * The names in the allowlist: one a line, "#" starts a comment.
 * @param {string} root
 */
function allowlisted(root) {
  return read(root, ALLOWLIST)
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

/**
 * @typedef {object} Manifest  What the checks read of a package.json.
 * @property {string} [name]
 * @property {string[]} [workspaces]
 * @property {Record<string, string>} [dependencies]
 * @property {Record<string, string>} [devDependencies]
 */

/**
 * package.json of the root and of each workspace ("apps/web"), by folder; {} where there is none.
 * @param {string} root
 */
function manifests(root) {
  /** @type {(dir: string) => Manifest} */
  const parse = (dir) => JSON.parse(read(root, path.join(dir, "package.json")) || "{}");
  return new Map([".", ...(parse(".").workspaces ?? [])].map((dir) => [dir, parse(dir)]));
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** `export … from "pkg"`, on one line or closing several: a package whose types this one passes on. */
const RE_EXPORT = /^(?:export\b[^\n]*?|\}\s*)from\s*["']([^"'./][^"']*)["']/gm;
/** @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * @param {string} dir
 * @returns {string[]}
 */
function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === "node_modules" ? [] : declarationFiles(path.join(dir, entry.name));
    return DECLARATION_FILE.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/**
 * Any of the words, whole.
 * @param {Iterable<string>} words
 */
const anyOf = (words) =>
  new RegExp(`(?<![\\w$])(?:${[...words].map((w) => w.replace(/\$/g, "\\$")).join("|")})(?![\\w$])`, "g");

/**
 * Of some names, those in no type declaration of a direct dependency (of the root or a workspace) nor
 * of a package one re-exports (`@playwright/test` passes on `playwright`'s). The declarations run to
 * tens of megabytes: they are read only while a name is still missing.
 * @param {string} root
 * @param {Set<string>} names
 */
function notInTypes(root, names) {
  const missing = new Set(names);
  const workspaces = manifests(root);
  const own = new Set([...workspaces.values()].map((m) => m.name));
  const queue = [...workspaces.values()]
    .flatMap((m) => Object.keys({ ...m.dependencies, ...m.devDependencies }))
    .filter((name) => !own.has(name));
  const visited = new Set();
  while (missing.size > 0 && queue.length > 0) {
    const name = /** @type {string} */ (queue.shift());
    if (visited.has(name)) continue;
    visited.add(name);
    const dir = [...workspaces.keys()].map((w) => path.join(root, w, "node_modules", name)).find(existsSync);
    for (const file of dir === undefined ? [] : declarationFiles(dir)) {
      const text = readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(RE_EXPORT)) queue.push(packageOf(specifier));
      for (const [found] of text.matchAll(anyOf(missing))) missing.delete(found);
      if (missing.size === 0) break;
    }
  }
  return missing;
}

/**
 * The spans in backticks of the prose the checks read: README.md and the pages of docs/ (their code
 * blocks aside) and the comments of the sources; and every identifier the scripts' code declares or
 * uses (their comments and strings aside).
 * @param {string} root
 */
export function proseAndCode(root) {
  /** @type {Span[]} */
  const spans = [];
  /** @type {Set<string>} */
  const identifiers = new Set();
  for (const file of scannedFiles(root)) {
    const text = read(root, file);
    if (isCheckedPage(file)) {
      const prose = text.replace(FENCED_BLOCK, (block) => block.replace(/[^\n]/g, " "));
      spans.push(...spansIn(file, text, [{ text: prose, offset: 0 }]));
    } else if (SCRIPT.test(file)) {
      const { code, comments } = codeAndComments(text);
      for (const [identifier] of code.matchAll(IDENTIFIER)) identifiers.add(identifier);
      if (hasCheckedComments(file)) spans.push(...spansIn(file, text, comments));
    }
  }
  return { spans, identifiers };
}

/**
 * Identifiers that README.md, docs/ and the comments of the sources name in backticks, and that
 * nothing declares: not the repository's code (its comments and strings aside), not the type
 * declarations of its dependencies, not the allowlist. A renamed function, hook or type leaves its
 * old name behind in the prose about it.
 * @param {string} root
 */
export function identifierProblems(root) {
  const { spans, identifiers } = proseAndCode(root);
  const known = new Set([...allowlisted(root), ...identifiers]);
  const named = spans.flatMap(({ file, line, span }) =>
    identifiersIn(span).map((name) => ({ file, line, name })),
  );
  const undeclared = notInTypes(root, new Set(named.map((n) => n.name).filter((name) => !known.has(name))));
  return named
    .filter((n) => undeclared.has(n.name))
    .map(
      (n) =>
        `${n.file}:${n.line}: names \`${n.name}\`, which neither the code, the dependencies' types nor ${ALLOWLIST} declares`,
    );
}
