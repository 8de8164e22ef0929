// The document every party signs: Roost's summary of the agreed terms first, then the pages of the
// agreement the landlord uploaded. What was signed is fixed by the SHA-256 of these exact bytes,
// which the signing certificate prints and the signed PDF carries as an attachment.

import { createHash } from "node:crypto";
import { PDFDocument } from "@cantoo/pdf-lib";
import { type AgreementSummary, drawSummaryPages } from "./summary-pages.ts";

export interface SignableDocument {
  bytes: Uint8Array;
  /** Lowercase hex SHA-256 of `bytes`. */
  sha256: string;
  summaryPageCount: number;
}

/** Roost's name in the PDF's metadata, as the program that made it. */
export const PDF_PRODUCER = "Roost";

/**
 * Expects an agreement that `checkAgreementUpload` accepted. The output depends only on its inputs
 * (the metadata dates are `preparedAt`), so the same agreement and summary give the same hash.
 */
export async function buildSignableDocument(
  agreement: Uint8Array,
  summary: AgreementSummary,
): Promise<SignableDocument> {
  const original = await PDFDocument.load(agreement, { updateMetadata: false });
  const doc = await PDFDocument.create({ updateMetadata: false });
  const summaryPageCount = await drawSummaryPages(doc, summary, original.getPageCount());
  for (const page of await doc.copyPages(original, original.getPageIndices())) doc.addPage(page);
  doc.setTitle(summary.title);
  doc.setProducer(PDF_PRODUCER);
  doc.setCreator(PDF_PRODUCER);
  doc.setCreationDate(summary.preparedAt);
  doc.setModificationDate(summary.preparedAt);
  const bytes = await doc.save();
  return { bytes, sha256: sha256Hex(bytes), summaryPageCount };
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
