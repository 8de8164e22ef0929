// The signed PDF: the signable document's pages, then the signing certificate, with the signable
// document itself embedded as an attachment, so anyone holding the signed PDF can hash the very
// bytes that were signed and compare the hash with the certificate.

import { AFRelationship, PDFDocument } from "@cantoo/pdf-lib";
import { drawCertificatePages, type SigningCertificate } from "./certificate-pages.ts";
import { PDF_PRODUCER, sha256Hex } from "./signable-document.ts";

/** The attachment's file name; the certificate tells the reader to look for it. */
export const SIGNED_AGREEMENT_ATTACHMENT = "signed-agreement.pdf";

/**
 * Refuses (throws) a certificate whose signatures name another document than `signable`: the
 * certificate would then vouch for a hash that the attachment does not have.
 */
export async function buildSignedDocument(
  signable: Uint8Array,
  certificate: SigningCertificate,
): Promise<Uint8Array> {
  const sha256 = sha256Hex(signable);
  if (certificate.signatures.length === 0) throw new Error("A signing certificate needs a signature.");
  if (certificate.signatures.some((signature) => signature.documentSha256.toLowerCase() !== sha256)) {
    throw new Error("A signature names another document than the one being certified.");
  }
  const doc = await PDFDocument.load(signable, { updateMetadata: false });
  await drawCertificatePages(doc, certificate, SIGNED_AGREEMENT_ATTACHMENT);
  await doc.attach(signable, SIGNED_AGREEMENT_ATTACHMENT, {
    mimeType: "application/pdf",
    description: "The document every party signed; its SHA-256 is printed on the signing certificate.",
    creationDate: certificate.completedAt,
    modificationDate: certificate.completedAt,
    afRelationship: AFRelationship.Source,
  });
  doc.setProducer(PDF_PRODUCER);
  doc.setModificationDate(certificate.completedAt);
  return doc.save();
}
