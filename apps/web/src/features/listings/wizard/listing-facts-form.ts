// The wizard's key facts (domain/listing-facts.ts) as the form holds them: text for every field a
// person types or picks, and lists for the ticked bills and access features. Sent as one object,
// without the blanks and without what the answers above them make irrelevant (a certificate for
// a room that needs none, a licence number for a home that needs no licence).

import type { ListingFactsInput } from "@roost/shared/contracts/listing-facts.ts";
import {
  type AccessFeature,
  type Bill,
  EPC_NEEDS_EXEMPTION,
  EPC_NOT_REQUIRED,
  type ListingFacts,
} from "@roost/shared/domain/listing-facts.ts";

export interface FactsForm {
  council_tax_band: string;
  council_tax_payer: string;
  epc: string;
  epc_certificate: string;
  epc_exemption: string;
  hmo_licence: string;
  hmo_licence_number: string;
  hmo_licence_expires: string;
  tenancy_type: string;
  bills: Bill[];
  bills_cap: string;
  pets: string;
  accessibility: AccessFeature[];
  video_tour: string;
}

export function emptyFacts(): FactsForm {
  return factsFormFrom({});
}

export function factsFormFrom(facts: ListingFacts): FactsForm {
  return {
    council_tax_band: facts.council_tax_band ?? "",
    council_tax_payer: facts.council_tax_payer ?? "",
    epc: facts.epc ?? "",
    epc_certificate: facts.epc_certificate ?? "",
    epc_exemption: facts.epc_exemption ?? "",
    hmo_licence: facts.hmo_licence ?? "",
    hmo_licence_number: facts.hmo_licence_number ?? "",
    hmo_licence_expires: facts.hmo_licence_expires ?? "",
    tenancy_type: facts.tenancy_type ?? "",
    bills: facts.bills ?? [],
    bills_cap: facts.bills_cap === undefined ? "" : String(facts.bills_cap),
    pets: facts.pets ?? "",
    accessibility: facts.accessibility ?? [],
    video_tour: facts.video_tour ?? "",
  };
}

/** Whether the form asks for the certificate number, the exemption and the licence's details. */
export function factsShown(form: FactsForm) {
  const rated = form.epc !== "" && form.epc !== EPC_NOT_REQUIRED;
  return {
    certificate: rated,
    exemption: rated && (EPC_NEEDS_EXEMPTION as readonly string[]).includes(form.epc),
    licence: form.hmo_licence === "licensed",
    billsCap: form.bills.length > 0,
  };
}

/** The facts as the API takes them; a typed cap that is not a number goes as typed, for its message. */
export function factsPayload(form: FactsForm, toNumber: (text: string) => unknown): ListingFactsInput {
  const shown = factsShown(form);
  const text = (value: string, keep = true) => (keep && value.trim() !== "" ? value.trim() : undefined);
  const payload: Record<string, unknown> = {
    council_tax_band: text(form.council_tax_band),
    council_tax_payer: text(form.council_tax_payer),
    epc: text(form.epc),
    epc_certificate: text(form.epc_certificate, shown.certificate),
    epc_exemption: text(form.epc_exemption, shown.exemption),
    hmo_licence: text(form.hmo_licence),
    hmo_licence_number: text(form.hmo_licence_number, shown.licence),
    hmo_licence_expires: text(form.hmo_licence_expires, shown.licence),
    tenancy_type: text(form.tenancy_type),
    bills: form.bills.length ? form.bills : undefined,
    bills_cap: shown.billsCap && form.bills_cap.trim() !== "" ? toNumber(form.bills_cap) : undefined,
    pets: text(form.pets),
    accessibility: form.accessibility.length ? form.accessibility : undefined,
    video_tour: text(form.video_tour),
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  ) as ListingFactsInput;
}
