// PDFs for the tenancy PDF tests, made when the tests run rather than committed as binaries, and
// the two outside readers that judge what the library writes: pdf.js (through unpdf) for the text,
// the pages and the attachments, and qpdf --check for the file's structure.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { extractText, extractTextItems, getDocumentProxy } from "unpdf";

/** A stand-in for a landlord's agreement: each page says "Clause N of the agreement". */
export async function sampleAgreement(pageCount = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pageCount; n++) {
    doc.addPage().drawText(`Clause ${n} of the agreement`, { x: 72, y: 700, size: 12, font });
  }
  return doc.save();
}

/** pdf.js takes ownership of the bytes it is given, so it gets a copy. */
const forPdfJs = (bytes: Uint8Array) => getDocumentProxy(new Uint8Array(bytes));

/** Each page's text as pdf.js extracts it. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(await forPdfJs(bytes), { mergePages: false })).text;
}

/** Each page's text runs with their positions, to see that nothing runs off a page. */
export async function pageTextItems(bytes: Uint8Array) {
  return (await extractTextItems(await forPdfJs(bytes))).items;
}

/** The embedded files as pdf.js reads them, by file name. */
export async function pdfJsAttachments(bytes: Uint8Array): Promise<Record<string, { content: Uint8Array }>> {
  return (await (await forPdfJs(bytes)).getAttachments()) ?? {};
}

export const QPDF_INSTALLED = spawnSync("qpdf", ["--version"]).status === 0;

/** qpdf --check on the bytes: exit status 0 means no syntax or stream errors, and no warnings. */
export function qpdfCheck(bytes: Uint8Array): { status: number | null; output: string } {
  return inTempDir((dir) => {
    const file = path.join(dir, "check.pdf");
    writeFileSync(file, bytes);
    const run = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}${run.error ?? ""}` };
  });
}

/** The bytes locked with a password by qpdf, AES-256, as a landlord's own PDF tool would. */
export function qpdfEncrypt(bytes: Uint8Array): Uint8Array {
  return inTempDir((dir) => {
    const [input, output] = [path.join(dir, "in.pdf"), path.join(dir, "out.pdf")];
    writeFileSync(input, bytes);
    const run = spawnSync("qpdf", ["--encrypt", "user", "owner", "256", "--", input, output], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`qpdf --encrypt failed: ${run.stderr}${run.error ?? ""}`);
    return new Uint8Array(readFileSync(output));
  });
}

function inTempDir<T>(use: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roost-pdf-"));
  try {
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In CI qpdf must be there (.ci/run installs it); elsewhere its checks are skipped, with a word. */
export const SKIP_QPDF = !QPDF_INSTALLED && !process.env.CI;
if (SKIP_QPDF) console.warn("qpdf is not installed: skipping the qpdf assertions (apt-get install -y qpdf)");
