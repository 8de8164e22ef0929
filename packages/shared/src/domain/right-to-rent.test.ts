import { describe, expect, it } from "vitest";
import {
  checkedTooEarly,
  EXEMPTABLE_LET_KINDS,
  RIGHT_TO_RENT_DOCUMENT_LABELS,
  RIGHT_TO_RENT_DOCUMENTS,
  RIGHT_TO_RENT_EXEMPTION_LABELS,
  RIGHT_TO_RENT_EXEMPTIONS,
  RIGHT_TO_RENT_NOTICE,
  type RightToRentCheck,
  rightToRentErrors,
  TIME_LIMITED_CHECK_WINDOW_DAYS,
} from "./right-to-rent.ts";

const TODAY = "2026-12-03";

const check = (overrides: Partial<RightToRentCheck> = {}): RightToRentCheck => ({
  document: "british_irish_passport",
  timeLimited: false,
  checkedOn: TODAY,
  followUpOn: null,
  ...overrides,
});

describe("a Right to Rent record", () => {
  it("accepts an unlimited right checked today or before, with no follow-up", () => {
    expect(rightToRentErrors(check(), TODAY)).toEqual({});
    expect(rightToRentErrors(check({ checkedOn: "2026-11-20", document: "other_list_a" }), TODAY)).toEqual(
      {},
    );
  });

  it("accepts a time-limited right with a follow-up after the check", () => {
    const limited = check({ document: "list_b", timeLimited: true, followUpOn: "2026-12-04" });
    expect(rightToRentErrors(limited, TODAY)).toEqual({});
    expect(rightToRentErrors({ ...limited, document: "home_office_share_code" }, TODAY)).toEqual({});
  });

  it("refuses a check not made yet", () => {
    expect(rightToRentErrors(check({ checkedOn: "2026-12-04" }), TODAY)).toEqual({
      checkedOn: "Record a check once you have made it",
    });
  });

  it("refuses what a document cannot show: a limited passport, an unlimited List B document", () => {
    expect(rightToRentErrors(check({ timeLimited: true, followUpOn: "2027-01-01" }), TODAY)).toEqual({
      timeLimited: "A British or Irish passport shows an unlimited right to rent",
    });
    expect(rightToRentErrors(check({ document: "list_b" }), TODAY)).toEqual({
      timeLimited: "A List B document shows a time-limited right",
    });
  });

  it("asks for a follow-up after the check for a time-limited right, and none otherwise", () => {
    const limited = check({ document: "list_b", timeLimited: true });
    expect(rightToRentErrors(limited, TODAY)).toEqual({
      followUpOn: "Enter when the follow-up check is due (before the right ends)",
    });
    expect(rightToRentErrors({ ...limited, followUpOn: TODAY }, TODAY)).toEqual({
      followUpOn: "The follow-up check comes after this one",
    });
    expect(rightToRentErrors(check({ followUpOn: "2027-01-01" }), TODAY)).toEqual({
      followUpOn: "Only a time-limited right has a follow-up check",
    });
  });
});

describe("a let marked exempt from checks", () => {
  it("is only one the Renters' Rights Act does not cover, and never a lodger's", () => {
    expect([...EXEMPTABLE_LET_KINDS].sort()).toEqual(["company", "other_excluded", "student_code"]);
  });

  it("says why in words of its own for each exemption", () => {
    const labels = RIGHT_TO_RENT_EXEMPTIONS.map((kind) => RIGHT_TO_RENT_EXEMPTION_LABELS[kind]);
    expect(new Set(labels).size).toBe(RIGHT_TO_RENT_EXEMPTIONS.length);
    expect(RIGHT_TO_RENT_EXEMPTION_LABELS.student_accommodation).toMatch(/university or college/);
    expect(RIGHT_TO_RENT_EXEMPTION_LABELS.employer_accommodation).toMatch(/employer/);
    expect(RIGHT_TO_RENT_EXEMPTION_LABELS.hostel_or_care).toMatch(/hostel/);
  });
});

describe("a time-limited right checked too early", () => {
  const limited = check({
    document: "list_b",
    timeLimited: true,
    checkedOn: "2027-01-01",
    followUpOn: "2027-06-01",
  });

  it("is one checked more than 28 days before the start", () => {
    expect(TIME_LIMITED_CHECK_WINDOW_DAYS).toBe(28);
    expect(checkedTooEarly(limited, "2027-01-29")).toBe(false);
    expect(checkedTooEarly(limited, "2027-01-30")).toBe(true);
  });

  it("never an unlimited right, however early", () => {
    expect(checkedTooEarly(check({ checkedOn: "2026-01-01" }), "2027-01-30")).toBe(false);
  });
});

describe("what the landlord reads", () => {
  it("names each document as the Home Office lists do", () => {
    expect(RIGHT_TO_RENT_DOCUMENTS.map((d) => RIGHT_TO_RENT_DOCUMENT_LABELS[d])).toEqual([
      "British or Irish passport",
      "Home Office online check (share code)",
      "Another List A document",
      "A List B document (time-limited right)",
    ]);
  });

  it("says the record is not the statutory excuse, and that no document is kept", () => {
    expect(RIGHT_TO_RENT_NOTICE).toContain("not as your defence against a penalty");
    expect(RIGHT_TO_RENT_NOTICE).toContain("one year after it ends");
    expect(RIGHT_TO_RENT_NOTICE).toContain("Roost never stores the documents");
  });

  it("refuses a follow-up on the day of the check even without one recorded before", () => {
    const limited = check({
      document: "list_b",
      timeLimited: true,
      checkedOn: "2026-11-01",
      followUpOn: "2026-11-01",
    });
    expect(rightToRentErrors(limited, TODAY).followUpOn).toBe("The follow-up check comes after this one");
    expect(rightToRentErrors({ ...limited, followUpOn: "2026-11-02" }, TODAY)).toEqual({});
  });
});
