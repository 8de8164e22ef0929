import { z } from "zod";
import { ACCOUNT_DELETE_CONFIRMATION } from "../domain/account.ts";

/** POST /api/me/delete: the body must repeat the word the dialog asks for. */
export const DeleteAccountBodySchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, {
    message: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm.`,
  }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const DeleteAccountResultSchema = z.object({ deleted: z.literal(true) });

/** The list sections of the data export, in file order (each an array of rows, columns as stored). */
export const DATA_EXPORT_LIST_SECTIONS = [
  "sign_in_methods",
  "sessions",
  "badges",
  "listings",
  "favourites",
  "listing_views",
  "inquiries",
  "notifications",
  "groups",
  "group_memberships",
  "join_requests",
  "connect_requests",
  "conversations",
  "conversation_participation",
  "messages",
  "deals",
  "deal_applicants",
  "viewing_slots",
  "applications",
  "vouchers",
  "newsletter_subscriptions",
  "notification_settings",
  "push_settings",
  "push_devices",
  "saved_searches",
  "profile_access_consents",
  "blocks",
  "reports",
  "emails",
  "verification_requests",
  "response_time",
  "reviews",
  "review_reports",
  "shortlisted_homes",
  "shortlist_votes",
  "shortlist_comments",
  "shortlist_shares",
  "tenancies",
  "tenancy_parties",
  "tenancy_agreements",
  "tenancy_signatures",
  "right_to_rent_checks",
  "tenancy_payments",
  "tenancy_guarantors",
] as const;
export type DataExportListSection = (typeof DATA_EXPORT_LIST_SECTIONS)[number];

const Row = z.record(z.string(), z.unknown());

/** GET /api/me/export: everything Roost holds about the signed-in user (UK GDPR right of access). */
export const DataExportSchema = z.object({
  format: z.literal("roost-data-export/1"),
  exported_at: z.string(),
  /** How to read the file: what each section is and what is left out and why. */
  notes: z.array(z.string()),
  account: Row,
  profile: Row.nullable(),
  ...(Object.fromEntries(DATA_EXPORT_LIST_SECTIONS.map((s) => [s, z.array(Row)])) as Record<
    DataExportListSection,
    z.ZodArray<typeof Row>
  >),
});
export type DataExport = z.infer<typeof DataExportSchema>;
