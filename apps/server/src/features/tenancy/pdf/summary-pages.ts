// Roost's summary of the agreed terms, the first page(s) of the document every party signs: the
// property, each term as agreed in Roost and every party by name and email address.

import type { PDFDocument } from "@cantoo/pdf-lib";
import { ukDateTimeWithZone } from "@roost/shared/domain/uk-time.ts";
import { embedTypefaces } from "./fonts.ts";
import { PageFlow } from "./page-flow.ts";

export type PartyRole = "Landlord" | "Tenant" | "Guarantor";

export interface AgreementParty {
  role: PartyRole;
  name: string;
  email: string;
}

export interface AgreementTerm {
  label: string;
  value: string;
}

export interface AgreementSummary {
  /** What the agreement is, e.g. "Assured tenancy agreement". */
  title: string;
  /** The property let, on one line or several. */
  address: string;
  terms: AgreementTerm[];
  parties: AgreementParty[];
  preparedAt: Date;
}

/** Draws the summary as the document's first pages; returns how many pages it took. */
export async function drawSummaryPages(
  doc: PDFDocument,
  summary: AgreementSummary,
  agreementPageCount: number,
): Promise<number> {
  const flow = new PageFlow(doc, await embedTypefaces(doc), "Summary of the agreed terms (continued)");
  flow.paragraph([{ text: summary.title, bold: true, size: 16 }], 40);
  flow.gap(4);
  flow.paragraph([
    {
      text: `Summary of the agreed terms, prepared by Roost on ${ukDateTimeWithZone(summary.preparedAt)}.`,
      muted: true,
    },
  ]);
  flow.gap(14);
  flow.row("Property", [{ text: summary.address }]);
  for (const term of summary.terms) {
    flow.gap(6);
    flow.row(term.label, [{ text: term.value }]);
  }
  flow.gap(18);
  flow.paragraph([{ text: "Parties", bold: true, size: 12 }], 40);
  flow.gap(6);
  for (const party of summary.parties) {
    flow.row(party.role, [
      { text: party.name, bold: true },
      { text: party.email, muted: true },
    ]);
    flow.gap(6);
  }
  flow.gap(12);
  flow.paragraph([
    {
      text:
        `The ${pagesText(agreementPageCount)} after this summary are the tenancy agreement as the landlord ` +
        "uploaded it. Each party signs this whole document in Roost by typing their name; the signing " +
        "certificate records who signed, when, and the SHA-256 fingerprint of this document.",
      size: 9,
      muted: true,
    },
  ]);
  flow.finish((page, count) => `Roost · Summary of the agreed terms · page ${page} of ${count}`);
  return flow.pages.length;
}

const pagesText = (count: number) => (count === 1 ? "page" : `${count} pages`);
