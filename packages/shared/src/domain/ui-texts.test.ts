import { describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "./errors.ts";
import { UI_TEXTS } from "./ui-texts.ts";

describe("UI_TEXTS", () => {
  it("quotes the spec verbatim", () => {
    expect(UI_TEXTS.loading).toBe("Loading...");
    expect(UI_TEXTS.voucherPromo).toBe("Free £100 worth of Vouchers");
    expect(UI_TEXTS.landlordResponseTime).toBe("usually responds within 2 hours");
    expect(UI_TEXTS.favouritesEmpty).toBe("No favourite properties yet. Start browsing to add some!");
    expect(UI_TEXTS.avatarHint).toBe("JPG, PNG or GIF. Max file size 5MB");
  });

  it("names the deal card's buttons exactly as §4 does", () => {
    expect(UI_TEXTS.interested).toBe("Interested");
    expect(UI_TEXTS.notInterested).toBe("Not Interested");
    expect(UI_TEXTS.confirmApplicant).toBe("Confirm Applicant");
    expect(UI_TEXTS.viewProfile).toBe("View Profile");
  });

  it("uses the same leader-only wording as the not_leader error", () => {
    expect(UI_TEXTS.leaderOnlyHint).toBe(ERROR_TEXTS.not_leader.title);
  });
});
