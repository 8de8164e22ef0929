// Data rights (UK GDPR): "Download my data" and "Delete my account" (docs/decisions/013).

import { ukIsoDate } from "./uk-time.ts";

/** What everyone else sees where a deleted account used to be: chats, inquiries, deals, listings. */
export const DELETED_USER_NAME = "Deleted user";

/** What the user types in the confirmation dialog (and the API requires) to delete the account. */
export const ACCOUNT_DELETE_CONFIRMATION = "DELETE";

/** Stands in for the deleted user's e-mail address and phone number inside texts others keep. */
export const REDACTED_TEXT = "[removed]";

/** The download's file name: roost-data-YYYY-MM-DD.json, dated in UK time. */
export function dataExportFileName(now: Date): string {
  return `roost-data-${ukIsoDate(now)}.json`;
}
