import { describe, expect, it } from "vitest";
import {
  LISTING_REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportReasonLabel,
  USER_REPORT_REASONS,
} from "./safety.ts";

describe("report reasons", () => {
  it("labels every reason of both lists", () => {
    for (const reason of [...LISTING_REPORT_REASONS, ...USER_REPORT_REASONS]) {
      expect(REPORT_REASON_LABELS[reason].trim()).not.toBe("");
    }
  });

  it("offers listing reasons for a listing and user reasons for a person", () => {
    expect(REPORT_REASONS).toEqual({ listing: LISTING_REPORT_REASONS, user: USER_REPORT_REASONS });
  });

  it("reads a stored key as its label and leaves an unknown key as it is", () => {
    expect(reportReasonLabel("impersonation")).toBe("Pretending to be someone else");
    expect(reportReasonLabel("retired_reason")).toBe("retired_reason");
    expect(reportReasonLabel("toString")).toBe("toString");
  });
});
