// Line breaking for Roost's pages. PDF has no text flow of its own: every line is placed by hand,
// so anything a person typed (a clause, an address, a browser's user agent) is broken here into
// lines that fit the column.

/** The width in points of a text at the size being laid out. */
export type WidthOf = (text: string) => number;

const ELLIPSIS = "…";

/**
 * The text in lines of at most `maxWidth` points: broken at spaces, a word wider than the column
 * (a long email address, a user agent) broken between characters, the text's own line breaks
 * kept. Runs of spaces count as one.
 */
export function wrapText(text: string, maxWidth: number, widthOf: WidthOf): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = breakWord(word, maxWidth, widthOf);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A word in pieces that each fit, at least one character each however narrow the column. A piece
 * ends before a "." or "@", or after a "/" or "-", in its second half where it can, so an address
 * breaks as "name@example" / ".ac.uk" rather than mid-name.
 */
function breakWord(word: string, maxWidth: number, widthOf: WidthOf): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    while (piece && widthOf(piece + char) > maxWidth) {
      const cut = Math.max(
        piece.lastIndexOf("."),
        piece.lastIndexOf("@"),
        piece.lastIndexOf("/") + 1,
        piece.lastIndexOf("-") + 1,
      );
      const at = cut > piece.length / 2 ? cut : piece.length;
      pieces.push(piece.slice(0, at));
      piece = piece.slice(at);
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/** At most `maxLines` lines; when some are dropped the last one kept ends in an ellipsis. */
export function limitLines(lines: string[], maxLines: number, maxWidth: number, widthOf: WidthOf): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = Array.from(kept[maxLines - 1] ?? "");
  while (last.length > 0 && widthOf(last.join("") + ELLIPSIS) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = last.join("") + ELLIPSIS;
  return kept;
}
