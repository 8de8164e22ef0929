import { describe, expect, it } from "vitest";
import {
  addDays,
  agreementDeadline,
  agreementReminderDay,
  HOLDING_OUTCOME_LABELS,
  KEPT_REASON_LABELS,
  KEPT_WARNING,
  type Outcome,
  outcomeErrors,
  type PaymentDraft,
  type Protection,
  paymentErrors,
  protectionDeadline,
  protectionErrors,
  protectionOverdue,
  protectionReminderDays,
  receiptErrors,
  refundDue,
  refundReminderDays,
  refundTrigger,
} from "./tenancy-money.ts";

const TODAY = "2026-12-03";
const none = { signedOn: null, withdrawnOn: null };

describe("the deadlines", () => {
  it("counts the day of receipt as day 1 of the 15 for agreement, unless a date was agreed", () => {
    expect(agreementDeadline("2026-12-01", null)).toBe("2026-12-15");
    expect(agreementDeadline("2026-12-25", null)).toBe("2027-01-08");
    expect(agreementDeadline("2026-12-01", "2026-12-20")).toBe("2026-12-20");
    expect(agreementReminderDay("2026-12-15")).toBe("2026-12-13");
  });

  it("starts the 7-day refund clock on the first of signing, withdrawal and the deadline", () => {
    expect(refundTrigger("2026-12-15", none)).toBe("2026-12-15");
    expect(refundTrigger("2026-12-15", { signedOn: "2026-12-10", withdrawnOn: null })).toBe("2026-12-10");
    expect(refundTrigger("2026-12-15", { signedOn: null, withdrawnOn: "2026-12-04" })).toBe("2026-12-04");
    expect(refundTrigger("2026-12-15", { signedOn: "2026-12-20", withdrawnOn: null })).toBe("2026-12-15");
    expect(refundDue("2026-12-10")).toBe("2026-12-16");
    expect(refundReminderDays("2026-12-10")).toEqual(["2026-12-10", "2026-12-15"]);
  });

  it("gives a deposit 30 days from receipt to be protected, reminded on day 20 and day 30", () => {
    expect(protectionDeadline("2026-12-01")).toBe("2026-12-30");
    expect(protectionReminderDays("2026-12-01")).toEqual(["2026-12-20", "2026-12-30"]);
    expect(protectionOverdue("2026-12-02", null, TODAY)).toBe(true);
    expect(protectionOverdue("2026-12-03", null, TODAY)).toBe(false);
    expect(protectionOverdue("2026-12-02", "2026-12-01", TODAY)).toBe(false);
    expect(protectionOverdue(null, null, TODAY)).toBe(false);
  });

  it("moves calendar days across months and clock changes alike", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});

const draft = (overrides: Partial<PaymentDraft> = {}): PaymentDraft => ({
  kind: "holding_deposit",
  amount: 200,
  paidOn: TODAY,
  receivedOn: null,
  agreedDeadlineOn: null,
  ...overrides,
});
const limits = { share: 200, alreadyRecorded: 0, today: TODAY };

describe("a payment", () => {
  it("may be up to the payer's share, counting what is already recorded", () => {
    expect(paymentErrors(draft(), limits)).toEqual({});
    expect(paymentErrors(draft({ amount: 201 }), limits).amount).toBe(
      "At most £200: this tenant's share of the holding deposit",
    );
    expect(paymentErrors(draft({ amount: 51 }), { ...limits, alreadyRecorded: 150 }).amount).toBe(
      "£150 of this tenant's £200 share is already recorded: at most £50 more",
    );
    expect(paymentErrors(draft({ amount: 50 }), { ...limits, alreadyRecorded: 150 })).toEqual({});
    expect(paymentErrors(draft({ amount: 0 }), limits).amount).toBe("Enter the amount paid, in whole pounds");
    expect(paymentErrors(draft({ kind: "deposit" }), { ...limits, share: 0 }).amount).toBe(
      "The terms have no deposit for this tenant",
    );
  });

  it("is not paid or received in the future, nor received before it was paid", () => {
    expect(paymentErrors(draft({ paidOn: "2026-12-04" }), limits)).toEqual({
      paidOn: "Record a payment once it has been made",
    });
    expect(paymentErrors(draft({ receivedOn: "2026-12-04" }), limits)).toEqual({
      receivedOn: "Confirm it received once it has arrived",
    });
    expect(receiptErrors(draft({ paidOn: "2026-12-02", receivedOn: "2026-12-01" }), TODAY)).toEqual({
      receivedOn: "It can't be received before the day it was paid",
    });
    expect(receiptErrors(draft({ receivedOn: TODAY }), TODAY)).toEqual({});
  });

  it("has a written extension only as a received holding deposit, not before receipt", () => {
    const extended = (overrides: Partial<PaymentDraft>) =>
      receiptErrors(draft({ receivedOn: TODAY, agreedDeadlineOn: "2026-12-30", ...overrides }), TODAY);
    expect(extended({})).toEqual({});
    expect(extended({ agreedDeadlineOn: TODAY })).toEqual({});
    expect(extended({ kind: "deposit" })).toEqual({
      agreedDeadlineOn: "Only a holding deposit has a deadline for agreement",
    });
    expect(extended({ receivedOn: null })).toEqual({
      agreedDeadlineOn: "Confirm the holding deposit received first",
    });
    expect(extended({ agreedDeadlineOn: "2026-12-02" })).toEqual({
      agreedDeadlineOn: "The deadline for agreement can't be before the deposit was received",
    });
  });
});

const protection = (overrides: Partial<Protection> = {}): Protection => ({
  scheme: "tds",
  certificateNumber: "TDS-1",
  protectedOn: TODAY,
  informationGivenOn: null,
  ...overrides,
});
const received = { kind: "deposit" as const, receivedOn: "2026-12-01" };

describe("a deposit's protection", () => {
  const BEFORE = "It can't be before the deposit was received";
  it("is recorded for a received deposit only", () => {
    expect(protectionErrors(protection(), received, TODAY)).toEqual({});
    expect(protectionErrors(protection(), { ...received, receivedOn: null }, TODAY)).toEqual({
      payment: "Confirm the deposit received first",
    });
    expect(protectionErrors(protection(), { ...received, kind: "holding_deposit" }, TODAY)).toEqual({
      payment: "Only a tenancy deposit is protected in a scheme",
    });
  });

  it("has a certificate number of 1 to 50 characters", () => {
    expect(protectionErrors(protection({ certificateNumber: "  " }), received, TODAY)).toEqual({
      certificateNumber: "Enter the certificate number",
    });
    expect(protectionErrors(protection({ certificateNumber: "x".repeat(51) }), received, TODAY)).toEqual({
      certificateNumber: "At most 50 characters",
    });
    expect(protectionErrors(protection({ certificateNumber: "x".repeat(50) }), received, TODAY)).toEqual({});
  });

  it("is dated from the day of receipt to today", () => {
    const dated = (overrides: Partial<Protection>) =>
      protectionErrors(protection(overrides), received, TODAY);
    expect(dated({ protectedOn: "2026-12-01", informationGivenOn: "2026-12-01" })).toEqual({});
    expect(dated({ protectedOn: "2026-11-30" })).toEqual({ protectedOn: BEFORE });
    expect(dated({ protectedOn: "2026-12-04" })).toEqual({ protectedOn: "Record it once it is done" });
    expect(dated({ informationGivenOn: "2026-11-30" })).toEqual({ informationGivenOn: BEFORE });
    expect(dated({ informationGivenOn: "2026-12-04" })).toEqual({
      informationGivenOn: "Record it once it is done",
    });
  });
});

const outcome = (overrides: Partial<Outcome> = {}): Outcome => ({
  outcome: "refunded",
  outcomeOn: TODAY,
  keptReason: null,
  writtenReasonsAcknowledged: false,
  ...overrides,
});
const holding = { kind: "holding_deposit" as const, receivedOn: "2026-12-01" };

describe("a holding deposit's outcome", () => {
  it("is recorded only for a received holding deposit, from the day of receipt to today", () => {
    const ONLY = { payment: "Only a holding deposit confirmed received has an outcome" };
    expect(outcomeErrors(outcome(), holding, TODAY)).toEqual({});
    expect(outcomeErrors(outcome({ outcome: "credited", outcomeOn: "2026-12-01" }), holding, TODAY)).toEqual(
      {},
    );
    expect(outcomeErrors(outcome(), { ...holding, receivedOn: null }, TODAY)).toEqual(ONLY);
    expect(outcomeErrors(outcome(), { ...holding, kind: "deposit" }, TODAY)).toEqual(ONLY);
    expect(outcomeErrors(outcome({ outcomeOn: "2026-11-30" }), holding, TODAY)).toEqual({
      outcomeOn: "It can't be before the deposit was received",
    });
    expect(outcomeErrors(outcome({ outcomeOn: "2026-12-04" }), holding, TODAY)).toEqual({
      outcomeOn: "Record it once it has happened",
    });
  });

  it("is kept only with a lawful reason and the written reasons confirmed", () => {
    const kept = outcome({
      outcome: "kept",
      keptReason: "false_information",
      writtenReasonsAcknowledged: true,
    });
    expect(outcomeErrors(kept, holding, TODAY)).toEqual({});
    expect(outcomeErrors({ ...kept, keptReason: null }, holding, TODAY)).toEqual({
      keptReason: "Choose the lawful reason for keeping it",
    });
    expect(outcomeErrors({ ...kept, writtenReasonsAcknowledged: false }, holding, TODAY)).toEqual({
      writtenReasonsAcknowledged: "Confirm you give the tenant your reasons in writing",
    });
    expect(outcomeErrors(outcome({ keptReason: "tenant_withdrew" }), holding, TODAY)).toEqual({
      keptReason: "Only a kept holding deposit has a reason",
    });
  });
});

describe("the words", () => {
  it("names every outcome and every lawful reason, and warns what keeping one needs", () => {
    expect(Object.values(HOLDING_OUTCOME_LABELS)).toEqual([
      "Refunded to the tenant",
      "Credited to the first rent or the deposit, with the tenant's consent",
      "Kept, with written reasons",
    ]);
    expect(Object.values(KEPT_REASON_LABELS)).toEqual([
      "The tenant gave false or misleading information",
      "The tenant failed a Right to Rent check",
      "The tenant withdrew",
      "The tenant did not take all reasonable steps to agree by the deadline",
    ]);
    expect(KEPT_WARNING).toContain("reasons in writing within 7 days");
  });
});
