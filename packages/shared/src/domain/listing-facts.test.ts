import { describe, expect, it } from "vitest";
import { listingFacts } from "../contracts/listing-facts.ts";
import {
  ACCESS_FEATURE_LABELS,
  ACCESS_FEATURES,
  accessibilityText,
  BILL_LABELS,
  BILLS,
  billsText,
  COUNCIL_TAX_PAYER_LABELS,
  COUNCIL_TAX_PAYERS,
  councilTaxText,
  EPC_CERTIFICATE_PATTERN,
  epcText,
  HMO_LICENCE_LABELS,
  HMO_LICENCES,
  hmoLicenceText,
  keyFacts,
  PET_POLICIES,
  PET_POLICY_LABELS,
  TENANCY_TYPE_LABELS,
  TENANCY_TYPES,
} from "./listing-facts.ts";

const messages = (input: unknown) => {
  const result = listingFacts.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the listing facts a landlord states", () => {
  it("takes every fact in its own form, and none at all in a new draft", () => {
    expect(messages({})).toEqual({});
    expect(
      messages({
        council_tax_band: "C",
        council_tax_payer: "tenants",
        epc: "D",
        epc_certificate: "0123-4567-8901-2345-6789",
        hmo_licence: "licensed",
        hmo_licence_number: "HMO/2026/0142",
        hmo_licence_expires: "2028-08-31",
        tenancy_type: "joint",
        bills: ["gas", "electricity", "broadband"],
        bills_cap: 150,
        pets: "ask",
        accessibility: ["step_free_entrance"],
      }),
    ).toEqual({});
  });

  it("says what is wrong with each fact", () => {
    expect(
      messages({
        council_tax_band: "I",
        epc: "H",
        epc_certificate: "12345",
        bills: ["sky"],
        bills_cap: 10.5,
      }),
    ).toEqual({
      council_tax_band: "Choose a council tax band from A to H",
      epc: "Choose the EPC rating, or that none is needed for a room in an HMO",
      epc_certificate:
        "Enter the certificate number as it is printed: five groups of four digits, such as 0123-4567-8901-2345-6789",
      "bills.0": "Choose bills from the list",
      bills_cap: "Enter the cap in whole pounds",
    });
    expect(messages({ hmo_licence_number: "<script>" })).toEqual({
      hmo_licence_number: "The licence number may hold letters, digits, spaces, dashes and slashes",
    });
    expect(messages({ council_tax_band: "C", surprise: true })).toHaveProperty("");
  });

  it("lets a home rated F or G only with its PRS Exemptions Register reference", () => {
    expect(messages({ epc: "F" })).toEqual({
      epc_exemption:
        "A home rated F or G may be let only with an exemption: enter its PRS Exemptions Register reference",
    });
    expect(messages({ epc: "G", epc_exemption: "PRSE-123456" })).toEqual({});
    expect(messages({ epc: "E" })).toEqual({});
  });

  it("keeps a video tour's link in its plain form, and refuses any other link with its message", () => {
    expect(listingFacts.parse({ video_tour: " https://youtu.be/dQw4w9WgXcQ?si=x " })).toEqual({
      video_tour: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(messages({ video_tour: "https://evil.example/video.mp4" })).toEqual({
      video_tour:
        "Enter a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…",
    });
  });

  it("asks a licensed HMO for its number and expiry", () => {
    expect(messages({ hmo_licence: "licensed" })).toEqual({
      hmo_licence_number: "Enter the licence number",
      hmo_licence_expires: "Enter the licence's expiry date",
    });
    expect(messages({ hmo_licence: "applied" })).toEqual({});
  });
});

describe("the facts in words", () => {
  it("says who pays council tax, and that students may be exempt from it", () => {
    expect(councilTaxText({ council_tax_band: "B", council_tax_payer: "tenants" })).toBe(
      "Band B, paid by the tenants (full-time students may be exempt)",
    );
    expect(councilTaxText({ council_tax_band: "B", council_tax_payer: "included" })).toBe(
      "Band B, included in the rent",
    );
    expect(councilTaxText({ council_tax_band: "D" })).toBe("Band D");
    expect(councilTaxText({})).toBeNull();
  });

  it("states the rating, its certificate and an exemption", () => {
    expect(epcText({ epc: "C", epc_certificate: "0123-4567-8901-2345-6789" })).toBe(
      "C, certificate 0123-4567-8901-2345-6789",
    );
    expect(epcText({ epc: "F", epc_exemption: "PRSE-1" })).toBe(
      "F, exemption registered, PRS reference PRSE-1",
    );
    expect(epcText({ epc: "G", epc_exemption: "PRSE-2" })).toBe(
      "G, exemption registered, PRS reference PRSE-2",
    );
    expect(epcText({ epc: "not_required" })).toBe("Not required (a room in an HMO)");
  });

  it("mentions an exemption only for a rating that needs one, and no rating when none is given", () => {
    expect(epcText({ epc: "C", epc_exemption: "PRSE-1" })).toBe("C");
    expect(epcText({})).toBeNull();
  });

  it("reads a certificate number only in the register's five groups of four digits", () => {
    expect(EPC_CERTIFICATE_PATTERN.test("0123-4567-8901-2345-6789")).toBe(true);
    expect(EPC_CERTIFICATE_PATTERN.test("RRN 0123-4567-8901-2345-6789")).toBe(false);
    expect(EPC_CERTIFICATE_PATTERN.test("0123-4567-8901-2345-67890")).toBe(false);
  });

  it("lists the bills included, with a cap", () => {
    expect(billsText({ bills: ["gas", "tv_licence", "broadband"], bills_cap: 120 }, true)).toBe(
      "Gas, TV licence and broadband included, up to £120 a month",
    );
    expect(billsText({ bills: ["water"] }, false)).toBe("Water included");
    expect(billsText({}, true)).toBe("Included");
    expect(billsText({}, false)).toBe("Not included");
  });

  it("dates a licence", () => {
    const facts = {
      hmo_licence: "licensed",
      hmo_licence_number: "42",
      hmo_licence_expires: "2028-08-31",
    } as const;
    expect(hmoLicenceText(facts, (iso) => `on ${iso}`)).toBe("Licensed (number 42, until on 2028-08-31)");
    expect(hmoLicenceText({ hmo_licence: "licensed", hmo_licence_expires: "2028-08-31" }, (iso) => iso)).toBe(
      "Licensed (until 2028-08-31)",
    );
    expect(hmoLicenceText({ hmo_licence: "licensed" }, (iso) => iso)).toBe("Licensed");
  });

  it("gives no licence details unless the home is licensed, and nothing when not stated", () => {
    const applied = { hmo_licence: "applied", hmo_licence_number: "42" } as const;
    expect(hmoLicenceText(applied, (iso) => iso)).toBe("Licence applied for");
    expect(hmoLicenceText({}, (iso) => iso)).toBeNull();
  });

  it("lists the access features, or nothing when none is stated", () => {
    expect(accessibilityText({ accessibility: ["step_free_entrance", "accessible_bathroom"] })).toBe(
      "Step-free entrance, Accessible bathroom",
    );
    expect(accessibilityText({ accessibility: [] })).toBeNull();
    expect(accessibilityText({})).toBeNull();
  });

  it("labels every choice as the wizard and the page show it", () => {
    expect(COUNCIL_TAX_PAYERS.map((payer) => COUNCIL_TAX_PAYER_LABELS[payer])).toEqual([
      "Paid by the tenants",
      "Included in the rent",
    ]);
    expect(HMO_LICENCES.map((licence) => HMO_LICENCE_LABELS[licence])).toEqual([
      "Licensed",
      "Licence applied for",
      "Not needed",
    ]);
    expect(TENANCY_TYPES.map((type) => TENANCY_TYPE_LABELS[type])).toEqual([
      "Joint tenancy",
      "Individual tenancies (by the room)",
    ]);
    expect(BILLS.map((bill) => BILL_LABELS[bill])).toEqual([
      "Gas",
      "Electricity",
      "Water",
      "Broadband",
      "TV licence",
    ]);
    expect(PET_POLICIES.map((policy) => PET_POLICY_LABELS[policy])).toEqual([
      "Pets considered",
      "Ask the landlord",
    ]);
    expect(ACCESS_FEATURES.map((feature) => ACCESS_FEATURE_LABELS[feature])).toEqual([
      "Step-free entrance",
      "Ground-floor bedroom",
      "Accessible bathroom",
    ]);
  });

  it("orders the key facts as tenants compare them, marking what is not stated", () => {
    const lines = keyFacts({
      rent: "£1,800 per month",
      perPersonWeekly: "£104 pppw",
      deposit: "£2,076",
      availableFrom: "1 September 2027",
      billsIncluded: false,
      facts: { pets: "considered" },
      formatDate: (iso) => iso,
    });
    expect(lines.map((line) => line.label)).toEqual([
      "Rent",
      "Per person per week",
      "Deposit",
      "Council tax",
      "EPC rating",
      "Bills",
      "Tenancy",
      "HMO licence",
      "Available from",
      "Pets",
      "Accessibility",
    ]);
    expect(lines.find((line) => line.label === "Council tax")?.value).toBeNull();
    expect(lines.find((line) => line.label === "Pets")?.value).toBe("Pets considered");
  });
});
