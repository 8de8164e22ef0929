import { describe, expect, it } from "vitest";
import {
  findVoucherOffer,
  formatVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_OFFERS,
  VOUCHER_PACK_TOTAL_POUNDS,
  voucherExpiry,
} from "./vouchers.ts";

describe("voucher pack", () => {
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
    expect(() => formatVoucherCode("NVC", new Uint8Array(3))).toThrow();
  });

  it("expires six calendar months after issue, clamped to the month's end", () => {
    expect(voucherExpiry(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe("2026-09-15T10:00:00.000Z");
    expect(voucherExpiry(new Date("2026-08-31T10:00:00Z")).toISOString()).toBe("2027-02-28T10:00:00.000Z");
  });
});
