import type { VoucherPack } from "@roost/shared/contracts/vouchers.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { VOUCHER_CODE_PATTERN } from "@roost/shared/domain/vouchers.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { voucherCodes } from "../../db/schema.ts";
import { person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

describe("GET /api/vouchers/:uid", () => {
  it("the owner gets a stable, unique code per offer; others see the offers without codes", async () => {
    const owner = await person(t, "voucher-owner", "student", { first_name: "Vera", last_name: "Voucher" });
    const first = await t.request<VoucherPack>(`/api/vouchers/${owner.id}`, { cookie: owner.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      title: "Free £100 worth of Vouchers",
      owner: { user_id: owner.id, display_name: "Vera Voucher" },
      is_owner: true,
      total_value: 100,
    });
    const offers = first.body.offers;
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(offers.reduce((sum, o) => sum + o.value_pounds, 0)).toBe(100);
    for (const offer of offers) expect(offer.code).toMatch(VOUCHER_CODE_PATTERN);
    expect(new Set(offers.map((o) => o.code)).size).toBe(offers.length);
    const expiresIn = new Date(offers[0]?.expires_at ?? 0).getTime() - t.clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(170 * DAY_MS);
    expect(expiresIn).toBeLessThan(190 * DAY_MS);

    const again = await t.request<VoucherPack>(`/api/vouchers/${owner.id}`, { cookie: owner.cookie });
    expect(again.body.offers).toEqual(first.body.offers);

    const visitor = await person(t, "voucher-visitor");
    for (const cookie of [visitor.cookie, undefined]) {
      const other = await t.request<VoucherPack>(`/api/vouchers/${owner.id}`, cookie ? { cookie } : {});
      expect(other.status).toBe(200);
      expect(other.body.is_owner).toBe(false);
      expect(other.body.offers.every((o) => o.code === null)).toBe(true);
      expect(other.body.offers.map((o) => o.id)).toEqual(offers.map((o) => o.id));
    }
    // Visitors never cause codes to be issued for themselves or the owner.
    const visitorCodes = await t.db.select().from(voucherCodes).where(eq(voucherCodes.userId, visitor.id));
    expect(visitorCodes).toHaveLength(0);
  });

  it("codes differ between students and concurrent first visits issue one set", async () => {
    const a = await person(t, "voucher-a");
    const b = await person(t, "voucher-b");
    const [a1, a2] = await Promise.all([
      t.request<VoucherPack>(`/api/vouchers/${a.id}`, { cookie: a.cookie }),
      t.request<VoucherPack>(`/api/vouchers/${a.id}`, { cookie: a.cookie }),
    ]);
    expect(a1.status).toBe(200);
    expect(a2.body.offers).toEqual(a1.body.offers);
    const rows = await t.db.select().from(voucherCodes).where(eq(voucherCodes.userId, a.id));
    expect(rows).toHaveLength(a1.body.offers.length);
    const bPack = await t.request<VoucherPack>(`/api/vouchers/${b.id}`, { cookie: b.cookie });
    const aCodes = new Set(a1.body.offers.map((o) => o.code));
    expect(bPack.body.offers.some((o) => aCodes.has(o.code))).toBe(false);
  });

  it("tells no one but the owner whose pack it is, nor whether the id is a student", async () => {
    const owner = await person(t, "voucher-private", "student", {
      first_name: "Priya",
      last_name: "Private",
    });
    const landlord = await person(t, "voucher-landlord2", "landlord");
    const student = await person(t, "voucher-other");
    /** The answer without expires_at, which for a generic pack is "a code issued now" (moves with time). */
    const generic = async (uid: string, cookie?: string) => {
      const res = await t.request<VoucherPack>(`/api/vouchers/${uid}`, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      const offers = res.body.offers.map(({ expires_at, ...rest }) => rest);
      return { ...res.body, offers };
    };
    const anonymous = await generic(owner.id);
    expect(anonymous.owner).toBeNull();
    expect(anonymous.is_owner).toBe(false);
    expect(JSON.stringify(anonymous)).not.toMatch(/Priya|Private/);
    for (const cookie of [student.cookie, landlord.cookie]) {
      const body = await generic(owner.id, cookie);
      expect(body).toEqual(anonymous);
    }
    // An unknown id and a non-student's id answer exactly like a student's: no account oracle.
    expect(await generic(landlord.id)).toEqual(anonymous);
    expect(await generic("no-such-user")).toEqual(anonymous);

    const own = await t.request<VoucherPack>(`/api/vouchers/${owner.id}`, { cookie: owner.cookie });
    expect(own.body.owner).toEqual({ user_id: owner.id, display_name: "Priya Private" });
    expect(own.body.offers.every((o) => o.code !== null)).toBe(true);
  });

  it("a non-student opening their own page gets the generic pack and no codes (packs are a student perk)", async () => {
    const landlord = await person(t, "voucher-landlord", "landlord");
    const res = await t.request<VoucherPack>(`/api/vouchers/${landlord.id}`, { cookie: landlord.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ owner: null, is_owner: false });
    expect(await t.db.select().from(voucherCodes).where(eq(voucherCodes.userId, landlord.id))).toHaveLength(
      0,
    );
  });
});
