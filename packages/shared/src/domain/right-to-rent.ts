// The landlord's Right to Rent record in Roost (decision 062). The Immigration Act 2014 makes the
// landlord check every adult occupier before the tenancy starts; their defence against a penalty
// (the statutory excuse) rests on their own copies of the documents, kept for the tenancy and a
// year after. Roost keeps only what was checked and when, as a reminder and a log: never the
// document, and never in place of the landlord's copies.

import { DAY_MS } from "./durations.ts";
import type { LetKind } from "./tenancy-terms.ts";

export const RIGHT_TO_RENT_DOCUMENTS = [
  "british_irish_passport",
  "home_office_share_code",
  "other_list_a",
  "list_b",
] as const;
export type RightToRentDocument = (typeof RIGHT_TO_RENT_DOCUMENTS)[number];

export const RIGHT_TO_RENT_DOCUMENT_LABELS: Record<RightToRentDocument, string> = {
  british_irish_passport: "British or Irish passport",
  home_office_share_code: "Home Office online check (share code)",
  other_list_a: "Another List A document",
  list_b: "A List B document (time-limited right)",
};

/**
 * The Home Office code of practice: a time-limited right may be checked no earlier than 28 days
 * before the tenancy starts (an unlimited one any time before the agreement).
 */
export const TIME_LIMITED_CHECK_WINDOW_DAYS = 28;
/** Roost emails the landlord this many days before a follow-up check is due. */
export const RIGHT_TO_RENT_REMINDER_DAYS = 28;

export const RIGHT_TO_RENT_NOTICE =
  "Roost keeps this record as a reminder and a log for you, not as your defence against a penalty: that rests on your own copies of the documents, kept for the tenancy and one year after it ends. Roost never stores the documents, and only you and the occupier see their entry.";

export interface RightToRentCheck {
  document: RightToRentDocument;
  timeLimited: boolean;
  /** ISO dates (UK calendar days). */
  checkedOn: string;
  followUpOn: string | null;
}

export type RightToRentErrors = Partial<Record<keyof RightToRentCheck, string>>;

export function rightToRentErrors(check: RightToRentCheck, today: string): RightToRentErrors {
  const errors: RightToRentErrors = {};
  if (check.checkedOn > today) errors.checkedOn = "Record a check once you have made it";
  if (check.document === "british_irish_passport" && check.timeLimited)
    errors.timeLimited = "A British or Irish passport shows an unlimited right to rent";
  if (check.document === "list_b" && !check.timeLimited)
    errors.timeLimited = "A List B document shows a time-limited right";
  if (!check.timeLimited) {
    if (check.followUpOn) errors.followUpOn = "Only a time-limited right has a follow-up check";
  } else if (!check.followUpOn)
    errors.followUpOn = "Enter when the follow-up check is due (before the right ends)";
  else if (check.followUpOn <= check.checkedOn)
    errors.followUpOn = "The follow-up check comes after this one";
  return errors;
}

/** A time-limited right checked earlier than the code of practice allows before the start. */
export function checkedTooEarly(check: RightToRentCheck, startDate: string): boolean {
  if (!check.timeLimited) return false;
  const days = (Date.parse(startDate) - Date.parse(check.checkedOn)) / DAY_MS;
  return days > TIME_LIMITED_CHECK_WINDOW_DAYS;
}

/**
 * Accommodation the Home Office does not require Right to Rent checks for, as a landlord on Roost
 * might let it: the landlord names which, and Roost records it instead of the checks. Only for
 * lets the Renters' Rights Act does not cover, and not for lodgers, who are checked like tenants.
 */
export const RIGHT_TO_RENT_EXEMPTIONS = [
  "student_accommodation",
  "employer_accommodation",
  "hostel_or_care",
] as const;
export type RightToRentExemption = (typeof RIGHT_TO_RENT_EXEMPTIONS)[number];

export const RIGHT_TO_RENT_EXEMPTION_LABELS: Record<RightToRentExemption, string> = {
  student_accommodation: "Student accommodation owned, managed or nominated by a university or college",
  employer_accommodation: "Accommodation an employer provides for their employees",
  hostel_or_care: "A hostel, refuge, care home, hospital or hospice",
};

export const EXEMPTABLE_LET_KINDS: readonly LetKind[] = ["company", "student_code", "other_excluded"];
