// Reads back the files embedded in a PDF, such as the signed agreement inside a signed PDF, so an
// operator (or a test) can hash it and compare the hash with the signing certificate.

import { PDFDocument } from "@cantoo/pdf-lib";

export interface PdfAttachment {
  name: string;
  bytes: Uint8Array;
  mimeType: string | undefined;
}

export async function readAttachments(pdf: Uint8Array): Promise<PdfAttachment[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.getAttachments().map(({ name, data, mimeType }) => ({ name, bytes: data, mimeType }));
}
