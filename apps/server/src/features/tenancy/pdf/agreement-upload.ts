// Checks an uploaded tenancy agreement before Roost keeps it: a PDF by its bytes (never by its name
// or declared type), within the size and page caps, not locked by a password, and whole enough
// that every page can be copied into the document the parties sign.

import { PDFArray, PDFDocument, PDFInvalidObject, PDFName, type PDFPage, PDFStream } from "@cantoo/pdf-lib";
import {
  TENANCY_AGREEMENT_MAX_BYTES,
  TENANCY_AGREEMENT_MAX_PAGES,
  type TenancyAgreementRefusal,
} from "@roost/shared/domain/tenancy-documents.ts";

export type AgreementUploadCheck =
  | { ok: true; pageCount: number }
  | { ok: false; code: TenancyAgreementRefusal };

/** Readers look for the header and the end-of-file marker this far from either end of the file. */
const MARKER_WINDOW = 1024;

export async function checkAgreementUpload(bytes: Uint8Array): Promise<AgreementUploadCheck> {
  // A file that is no PDF is told so even when it is also too large: that is the thing to fix.
  if (!hasMarker(bytes.subarray(0, MARKER_WINDOW), "%PDF-")) return refuse("agreement_not_pdf");
  if (bytes.length > TENANCY_AGREEMENT_MAX_BYTES) return refuse("agreement_too_large");
  let doc: PDFDocument;
  try {
    // Encryption is read from the trailer, so it is told apart from damage even where the
    // encrypted objects themselves cannot be parsed.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return refuse("agreement_unreadable");
  }
  if (doc.isEncrypted) return refuse("agreement_encrypted");
  // A cut-off upload loses its end-of-file marker; the parser would otherwise quietly rebuild
  // what it could and lose pages.
  if (!hasMarker(bytes.subarray(-MARKER_WINDOW), "%%EOF") || hasInvalidObjects(doc)) {
    return refuse("agreement_unreadable");
  }
  let pages: PDFPage[];
  try {
    pages = doc.getPages();
  } catch {
    return refuse("agreement_unreadable");
  }
  if (pages.length === 0 || !pages.every(isWhole)) return refuse("agreement_unreadable");
  if (pages.length > TENANCY_AGREEMENT_MAX_PAGES) return refuse("agreement_too_many_pages");
  return { ok: true, pageCount: pages.length };
}

function refuse(code: TenancyAgreementRefusal): AgreementUploadCheck {
  return { ok: false, code };
}

function hasMarker(window: Uint8Array, marker: string): boolean {
  return Buffer.from(window.buffer, window.byteOffset, window.byteLength).includes(marker, 0, "latin1");
}

function hasInvalidObjects(doc: PDFDocument): boolean {
  return doc.context.enumerateIndirectObjects().some(([, object]) => object instanceof PDFInvalidObject);
}

/**
 * A page has a size and every content stream it names is there. The streams are not inflated:
 * that would let a small upload expand into gigabytes, and copying a page never needs it.
 */
function isWhole(page: PDFPage): boolean {
  try {
    page.node.MediaBox();
    if (!page.node.get(PDFName.of("Contents"))) return true;
    const contents = page.node.Contents();
    if (contents instanceof PDFStream) return true;
    if (!(contents instanceof PDFArray)) return false;
    return contents.asArray().every((part) => page.node.context.lookup(part) instanceof PDFStream);
  } catch {
    return false;
  }
}
