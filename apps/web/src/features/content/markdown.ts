import { Marked } from "marked";

/** The `key: value` pairs of a Markdown file's front matter block. */
export type FrontMatter = Record<string, string>;

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    return value.slice(1, -1).replaceAll("''", "'");
  }
  return value;
}

/**
 * Splits a Markdown file into its front matter and body. The front matter is a block of plain
 * `key: value` lines between two `---` lines at the very top; a value may be quoted.
 */
export function parseFrontMatter(raw: string): { data: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { data: {}, body: raw };
  const data: FrontMatter = {};
  for (const line of match[1].split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0 || line.trimStart().startsWith("#")) continue;
    const key = line.slice(0, colon).trim();
    if (key) data[key] = unquote(line.slice(colon + 1).trim());
  }
  return { data, body: raw.slice(match[0].length) };
}

/**
 * Takes the leading `# Heading` off a body, so a page can show it in its hero band and the
 * article does not repeat it.
 */
export function splitHeading(body: string): { heading: string | null; rest: string } {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(body);
  if (!match) return { heading: null, rest: body };
  return { heading: match[1], rest: body.slice(match[0].length) };
}

// A table of three or more columns keeps a readable width and scrolls sideways on a phone, rather
// than squeezing each cell to a few words a line. Whole class names, so Tailwind sees them.
const TABLE_MIN_WIDTH: Record<number, string> = {
  3: "min-w-[32rem]",
  4: "min-w-[40rem]",
};

function wrapTable(table: string): string {
  const firstRow = table.slice(0, table.indexOf("</tr>"));
  const columns = firstRow.split(/<t[hd][\s>]/).length - 1;
  const minWidth = columns < 3 ? "" : (TABLE_MIN_WIDTH[columns] ?? "min-w-[48rem]");
  const opened = minWidth ? table.replace("<table>", `<table class="${minWidth}">`) : table;
  // Focusable, so the sideways scroll also works from the keyboard.
  return `<div class="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" role="region" aria-label="Table" tabindex="0">${opened}</div>`;
}

const marked = new Marked({
  gfm: true,
  hooks: {
    postprocess: (html) => html.replace(/<table>[\s\S]*?<\/table>/g, wrapTable),
  },
});

/** Markdown (GitHub flavour, with tables) to HTML. The content ships in the repo, so it is trusted. */
export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false });
}

/** Rough reading time at 200 words a minute, never less than one minute. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The file name without folder or extension: '../../content/blog/a-post.md' → 'a-post'. */
export function slugFromPath(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/, "");
}
