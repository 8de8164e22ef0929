// The typefaces of Roost's own pages. The PDF standard fonts draw only WinAnsi, so names such as
// Łukasz or Nguyễn need an embedded Unicode font: DejaVu Sans, shipped through npm
// (dejavu-fonts-ttf, the same 2.37 files as Debian's fonts-dejavu-core). Only the glyphs a document
// uses are embedded. @cantoo/fontkit does the subsetting: it is the fontkit @cantoo/pdf-lib is built
// for, and pdf-lib's own fork, @pdf-lib/fontkit, writes a broken glyph index for some TrueType fonts.

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@cantoo/fontkit";
import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";

const require = createRequire(import.meta.url);

/** Drawn for a character the font has no glyph for (CJK in DejaVu Sans, emoji). */
const REPLACEMENT = "\uFFFD";

/** A font with the set of characters it can draw. */
export interface Typeface {
  font: PDFFont;
  /** The text as this font draws it: composed, invisible characters dropped, missing ones replaced. */
  printable(text: string): string;
}

export interface Typefaces {
  regular: Typeface;
  bold: Typeface;
}

let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined;

/** Reads the two TTF files once per process; every document embeds its own subset of them. */
function loadFontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]);
  return fontFiles;
}

export async function embedTypefaces(doc: PDFDocument): Promise<Typefaces> {
  const [regular, bold] = await loadFontFiles();
  doc.registerFontkit(fontkit);
  return {
    regular: typeface(await doc.embedFont(regular, { subset: true })),
    bold: typeface(await doc.embedFont(bold, { subset: true })),
  };
}

function typeface(font: PDFFont): Typeface {
  const drawable = new Set(font.getCharacterSet());
  return { font, printable: (text) => printableText(text, drawable) };
}

/**
 * Composes the text (NFC, so "e" plus a combining accent becomes the "é" the font has), turns
 * tabs into spaces, drops invisible characters (controls other than line breaks, zero-width and
 * direction marks) and replaces each character the font cannot draw, so a name in any script
 * prints without stopping the document.
 */
export function printableText(text: string, drawable: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (char === "\n") out += char;
    else if (INVISIBLE.test(char)) continue;
    else out += drawable.has(char.codePointAt(0) ?? 0) ? char : REPLACEMENT;
  }
  return out;
}

const INVISIBLE = /^[\p{Cc}\p{Cf}]$/u;
