import { describe, expect, it } from "vitest";
import { guarantorEmailError, guarantorStatus } from "./tenancy-guarantors.ts";

describe("a guarantor", () => {
  it("is someone outside the tenancy, whatever the case or spaces of their email", () => {
    const parties = ["lee@example.com", "Ada@Example.com"];
    expect(guarantorEmailError(" ada@example.COM ", parties)).toMatch(/outside this tenancy/);
    expect(guarantorEmailError("gail@example.org", parties)).toBeNull();
  });

  it("is told to send the link again once it has expired, and only then", () => {
    const expires = "2026-12-10T12:00:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(guarantorStatus({ status: "invited", link_expires_at: expires }, at("2026-12-10T11:59:59Z"))).toBe(
      "invited",
    );
    expect(guarantorStatus({ status: "invited", link_expires_at: expires }, at("2026-12-10T12:00:00Z"))).toBe(
      "link_expired",
    );
    // A signature or a link not yet sent stands however old the link is.
    expect(guarantorStatus({ status: "signed", link_expires_at: expires }, at("2027-01-01T00:00:00Z"))).toBe(
      "signed",
    );
    expect(
      guarantorStatus(
        { status: "waiting_for_agreement", link_expires_at: expires },
        at("2027-01-01T00:00:00Z"),
      ),
    ).toBe("waiting_for_agreement");
  });
});
