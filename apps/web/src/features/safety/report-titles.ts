import type { ReportTarget } from "@roost/shared/domain/safety.ts";
import { SAFETY_TEXTS } from "@roost/shared/domain/safety.ts";

/** "Report this listing" / "Report this user": the button's label and the dialog's title. */
export const REPORT_TITLES: Record<ReportTarget, string> = {
  listing: SAFETY_TEXTS.reportListing,
  user: SAFETY_TEXTS.reportUser,
};

/** What the report dialog says under its title. */
export const REPORT_DESCRIPTION = "Tell us what's wrong. Reports are private: nobody is told who sent one.";
