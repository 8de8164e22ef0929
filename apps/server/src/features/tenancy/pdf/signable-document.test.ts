import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  pageTextItems,
  pageTexts,
  qpdfCheck,
  SKIP_QPDF,
  sampleAgreement,
} from "./__fixtures__/sample-pdfs.ts";
import { buildSignableDocument } from "./signable-document.ts";
import type { AgreementParty, AgreementSummary } from "./summary-pages.ts";

const PARTIES: AgreementParty[] = [
  { role: "Landlord", name: "Łukasz Kowalski", email: "lukasz@example.com" },
  { role: "Tenant", name: "Zoë Brontë", email: "zoe@example.ac.uk" },
  { role: "Tenant", name: "Nguyễn Thị Minh Khai", email: "minh.khai@example.ac.uk" },
  { role: "Guarantor", name: "陈伟 Chen Wei", email: "chen.wei@example.com" },
];

const summary = (overrides: Partial<AgreementSummary> = {}): AgreementSummary => ({
  title: "Assured tenancy agreement",
  address: "Flat 2, 14 Wilmslow Road\nFallowfield, Manchester M14 6XQ",
  terms: [
    { label: "Rent", value: "£1,650 a month, due on the 1st" },
    { label: "Deposit", value: "£1,900, protected with the Deposit Protection Service (DPS)" },
    { label: "Starts", value: "1 September 2026" },
  ],
  parties: PARTIES,
  preparedAt: new Date("2026-12-02T14:05:00Z"),
  ...overrides,
});

/** pdf.js puts a line's runs (a label and its value) together without a space; compare without. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

describe("buildSignableDocument", () => {
  it("puts the summary first, naming the property, every term and every party, then the agreement", async () => {
    const signable = await buildSignableDocument(await sampleAgreement(3), summary());
    const pages = await pageTexts(signable.bytes);
    expect(signable.summaryPageCount).toBe(1);
    expect(pages).toHaveLength(1 + 3);
    const first = squeezed(pages[0] ?? "");
    for (const text of [
      "Assured tenancy agreement",
      "Flat 2, 14 Wilmslow Road",
      "Fallowfield, Manchester M14 6XQ",
      "2 December 2026 at 14:05 GMT",
      "Rent",
      "£1,650 a month, due on the 1st",
      "Deposit Protection Service (DPS)",
      "1 September 2026",
      ...PARTIES.flatMap((party) => [party.role, party.email]),
    ]) {
      expect(first).toContain(squeezed(text));
    }
    expect(pages.slice(1).map((page) => page.trim())).toEqual(
      [1, 2, 3].map((n) => `Clause ${n} of the agreement`),
    );
  });

  it("draws names in any script: Latin with accents as typed, a character the font lacks as a replacement", async () => {
    const [first] = await pageTexts((await buildSignableDocument(await sampleAgreement(1), summary())).bytes);
    expect(first).toContain("Zoë Brontë");
    expect(first).toContain("Łukasz Kowalski");
    expect(first).toContain("Nguyễn Thị Minh Khai");
    expect(first).toContain("\uFFFD\uFFFD Chen Wei");
  });

  it("returns the SHA-256 of exactly the bytes it returns, the same each time for the same input", async () => {
    const agreement = await sampleAgreement(2);
    const signable = await buildSignableDocument(agreement, summary());
    expect(signable.sha256).toBe(createHash("sha256").update(signable.bytes).digest("hex"));
    expect((await buildSignableDocument(agreement, summary())).sha256).toBe(signable.sha256);
    const later = summary({ preparedAt: new Date("2026-12-02T14:06:00Z") });
    expect((await buildSignableDocument(agreement, later)).sha256).not.toBe(signable.sha256);
  });

  it("flows many parties and long terms onto further summary pages, within the margins", async () => {
    const parties = Array.from(
      { length: 24 },
      (_, i): AgreementParty => ({
        role: i === 0 ? "Landlord" : "Tenant",
        name: `Tenant Number ${i + 1}`,
        email: `tenant.number.${i + 1}@students.university-of-somewhere-quite-far-away.example.ac.uk`,
      }),
    );
    const clause =
      "The tenants may keep one cat, provided it is vaccinated and the garden gate is kept shut. ";
    const terms = [{ label: "Special conditions", value: clause.repeat(12) }];
    const signable = await buildSignableDocument(await sampleAgreement(2), summary({ parties, terms }));
    expect(signable.summaryPageCount).toBeGreaterThanOrEqual(2);
    const pages = await pageTexts(signable.bytes);
    expect(pages).toHaveLength(signable.summaryPageCount + 2);
    const summaryText = squeezed(pages.slice(0, signable.summaryPageCount).join(""));
    for (const party of parties) expect(summaryText).toContain(squeezed(`${party.name}${party.email}`));
    expect(pages[1]).toContain("Summary of the agreed terms (continued)");
    expect(pages[0]).toContain(`page 1 of ${signable.summaryPageCount}`);
    const items = (await pageTextItems(signable.bytes)).slice(0, signable.summaryPageCount).flat();
    expect(items.length).toBeGreaterThan(2 * parties.length);
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(20);
      expect(item.x + item.width).toBeLessThanOrEqual(595.28 - 50);
      expect(item.y).toBeGreaterThanOrEqual(20);
      expect(item.y).toBeLessThanOrEqual(841.89 - 50);
    }
  });

  it.skipIf(SKIP_QPDF)("writes a PDF that qpdf --check passes", async () => {
    const signable = await buildSignableDocument(await sampleAgreement(3), summary());
    expect(qpdfCheck(signable.bytes)).toMatchObject({ status: 0 });
  });
});
