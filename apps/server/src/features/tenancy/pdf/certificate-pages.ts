// The signing certificate, the last page(s) of the signed PDF: for each signature who signed, with
// which verified email address, when (UK time), from which IP address and browser, and the SHA-256
// of the document they signed, with how anyone can check that hash against the attachment.

import type { PDFDocument } from "@cantoo/pdf-lib";
import { SIGNATURE_STATEMENT } from "@roost/shared/domain/tenancy-signing.ts";
import { ukDateTimeWithZone } from "@roost/shared/domain/uk-time.ts";
import { embedTypefaces } from "./fonts.ts";
import { PageFlow } from "./page-flow.ts";
import type { PartyRole } from "./summary-pages.ts";

export interface Signature {
  role: PartyRole;
  name: string;
  /** The address the signer signed in with, verified by Roost. */
  email: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** Lowercase hex SHA-256 of the document signed. */
  documentSha256: string;
  /**
   * For a guarantor, who signed through an emailed link, not an account: the tenant they
   * guarantee, and the statement they ticked.
   */
  guarantee?: { tenantName: string; statement: string };
}

export interface SigningCertificate {
  /** Roost's reference for the tenancy, as the parties see it. */
  tenancyReference: string;
  completedAt: Date;
  signatures: Signature[];
}

/** A browser's user agent is shown whole up to this length; longer ones are junk or an attack. */
const USER_AGENT_MAX_CHARS = 400;
/** Small print, but a whole hash on one line at this size fits the value column. */
const HASH_SIZE = 8.5;

export async function drawCertificatePages(
  doc: PDFDocument,
  certificate: SigningCertificate,
  attachmentName: string,
): Promise<void> {
  const flow = new PageFlow(doc, await embedTypefaces(doc), "Signing certificate (continued)");
  flow.paragraph([{ text: "Signing certificate", bold: true, size: 16 }], 40);
  flow.gap(4);
  flow.paragraph([
    {
      text:
        "Roost recorded these signatures. Each party signed in to Roost with the email address shown " +
        `and signed by typing their name and confirming: "${SIGNATURE_STATEMENT}" A guarantor signed ` +
        "through a link Roost emailed to the address shown, confirming the statement printed with their signature.",
      muted: true,
    },
  ]);
  flow.gap(12);
  flow.row("Tenancy reference", [{ text: certificate.tenancyReference }]);
  flow.gap(4);
  flow.row("Completed", [{ text: ukDateTimeWithZone(certificate.completedAt) }]);
  flow.gap(4);
  flow.row("Document signed", [{ text: `${attachmentName}, attached to this PDF` }]);
  for (const signature of certificate.signatures) {
    flow.gap(8);
    flow.rule();
    const { guarantee } = signature;
    const role = guarantee ? `Guarantor for ${guarantee.tenantName}` : signature.role;
    flow.paragraph([{ text: `${role}: ${signature.name}`, bold: true, size: 11 }], 110);
    flow.gap(4);
    flow.row("Name", [{ text: signature.name }]);
    flow.row(guarantee ? "Email (link sent to)" : "Email (verified)", [{ text: signature.email }]);
    if (guarantee) flow.row("Statement", [{ text: guarantee.statement, size: 8.5 }]);
    flow.row("Signed", [{ text: ukDateTimeWithZone(signature.signedAt) }]);
    flow.row("IP address", [{ text: signature.ipAddress }]);
    flow.row("Browser", [
      { text: signature.userAgent.slice(0, USER_AGENT_MAX_CHARS), size: 8.5, maxLines: 3 },
    ]);
    flow.row("Document SHA-256", [{ text: signature.documentSha256, size: HASH_SIZE, oneLine: true }]);
  }
  flow.gap(8);
  flow.rule();
  flow.paragraph([
    {
      text:
        `To check what was signed: save the attachment ${attachmentName} from this PDF and compute its ` +
        "SHA-256 (for example with sha256sum). It equals the SHA-256 printed above for each signature, " +
        "and its pages are the pages before this certificate.",
      size: 9,
      muted: true,
    },
  ]);
  flow.finish(
    (page, count) => `Roost · Signing certificate ${certificate.tenancyReference} · page ${page} of ${count}`,
  );
}
