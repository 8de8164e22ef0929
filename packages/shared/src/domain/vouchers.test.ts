import { describe, expect, it } from "vitest";
import {
  findVoucherOffer,
  formatVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_CODE_RANDOM_LENGTH,
  VOUCHER_OFFERS,
  VOUCHER_PACK_TITLE,
  VOUCHER_PACK_TOTAL_POUNDS,
  voucherExpiry,
} from "./vouchers.ts";

describe("voucher pack", () => {
  it("is promoted with the spec's title, which states the pack's total", () => {
    expect(VOUCHER_PACK_TITLE).toBe("Free £100 worth of Vouchers");
    expect(VOUCHER_PACK_TITLE).toContain(`£${VOUCHER_PACK_TOTAL_POUNDS} `);
  });

  it("holds the six moving-in offers of decision 007, under the ids stored with issued codes", () => {
    // The ids are in voucher_codes.offer_id: renaming one would orphan every code already issued.
    expect(VOUCHER_OFFERS.map((o) => [o.id, o.category, o.value_pounds])).toEqual([
      ["removals-northern-van-co", "removals", 20],
      ["furniture-mancunian-rehome", "furniture", 25],
      ["broadband-redbrick-fibre", "broadband", 15],
      ["groceries-oxford-road-grocer", "groceries", 15],
      ["cleaning-fresh-start", "cleaning", 10],
      ["bikes-fallowfield-cycles", "bikes", 15],
    ]);
  });

  it("shows each offer with a partner, a description and terms, under a title that promises its value", () => {
    for (const offer of VOUCHER_OFFERS) {
      expect(offer.title).toMatch(new RegExp(`^£${offer.value_pounds} off \\S`));
      for (const text of [offer.partner, offer.description, offer.terms]) {
        expect(text.trim().length).toBeGreaterThan(5);
      }
    }
    expect(new Set(VOUCHER_OFFERS.map((o) => o.partner)).size).toBe(VOUCHER_OFFERS.length);
  });

  it("is worth £100 in whole pounds with unique ids and prefixes", () => {
    expect(VOUCHER_PACK_TOTAL_POUNDS).toBe(100);
    expect(VOUCHER_OFFERS.every((o) => Number.isInteger(o.value_pounds) && o.value_pounds > 0)).toBe(true);
    expect(new Set(VOUCHER_OFFERS.map((o) => o.id)).size).toBe(VOUCHER_OFFERS.length);
    expect(new Set(VOUCHER_OFFERS.map((o) => o.prefix)).size).toBe(VOUCHER_OFFERS.length);
    expect(findVoucherOffer("broadband-redbrick-fibre")?.value_pounds).toBe(15);
    expect(findVoucherOffer("nope")).toBeUndefined();
  });

  it("formats codes without look-alike characters", () => {
    const code = formatVoucherCode("NVC", new Uint8Array([0, 1, 2, 3, 30, 31, 200, 255]));
    expect(code).toBe("NVC-ABCD-9ARH");
    expect(code).toMatch(VOUCHER_CODE_PATTERN);
    expect(code).not.toMatch(/[01OIL]/);
    expect(() => formatVoucherCode("NVC", new Uint8Array(3))).toThrow("needs 8 random bytes");
  });

  it("gives every offer codes that the code pattern accepts", () => {
    const bytes = new Uint8Array(VOUCHER_CODE_RANDOM_LENGTH).fill(7);
    for (const offer of VOUCHER_OFFERS) {
      expect(formatVoucherCode(offer.prefix, bytes)).toMatch(VOUCHER_CODE_PATTERN);
    }
  });

  it("accepts only a whole code, not one with anything around it", () => {
    expect("NVC-ABCD-9ARH").toMatch(VOUCHER_CODE_PATTERN);
    for (const bad of [
      " NVC-ABCD-9ARH",
      "xNVC-ABCD-9ARH",
      "NVC-ABCD-9ARHX",
      "NVC-ABCD-9ARH\n",
      "NVC-ABCD-0ARH",
    ]) {
      expect(bad).not.toMatch(VOUCHER_CODE_PATTERN);
    }
  });

  it("expires six calendar months after issue, clamped to the month's end", () => {
    expect(voucherExpiry(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe("2026-09-15T10:00:00.000Z");
    expect(voucherExpiry(new Date("2026-08-31T10:00:00Z")).toISOString()).toBe("2027-02-28T10:00:00.000Z");
  });
});
