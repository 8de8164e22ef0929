import type { ReportTarget } from "@roost/shared/domain/safety.ts";
import { SAFETY_TEXTS } from "@roost/shared/domain/safety.ts";

/** "Report this listing" / "Report this user": the button's label and the dialog's title. */
export const REPORT_TITLES: Record<ReportTarget, string> = {
  listing: SAFETY_TEXTS.reportListing,
  user: SAFETY_TEXTS.reportUser,
};
