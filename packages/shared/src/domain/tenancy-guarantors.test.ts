import { describe, expect, it } from "vitest";
import {
  GUARANTOR_STATUS_LABELS,
  guarantorEmailError,
  guarantorSignatureStatement,
  guarantorStatus,
} from "./tenancy-guarantors.ts";

describe("a guarantor", () => {
  it("is someone outside the tenancy, whatever the case or spaces of their email", () => {
    const parties = ["lee@example.com", "Ada@Example.com"];
    expect(guarantorEmailError(" ada@example.COM ", parties)).toMatch(/outside this tenancy/);
    expect(guarantorEmailError("gail@example.org", parties)).toBeNull();
    // However the party's own address was written.
    expect(guarantorEmailError("lee@example.com", [" LEE@example.com "])).not.toBeNull();
  });

  it("signs a statement that names the tenant they guarantee", () => {
    expect(guarantorSignatureStatement("Ada Lovelace")).toBe(
      "I am signing this agreement as guarantor for Ada Lovelace. I agree that the name I have typed is my signature, with the same effect as signing it by hand.",
    );
  });

  it("is shown where they stand in words of its own for each status", () => {
    expect(GUARANTOR_STATUS_LABELS).toEqual({
      waiting_for_agreement: "Gets the link when the agreement goes out to sign",
      invited: "Link sent: waiting for their signature",
      link_expired: "The link has expired: send it again",
      signed: "Signed as guarantor",
    });
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
