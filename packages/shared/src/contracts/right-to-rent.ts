// A tenancy's Right to Rent record over HTTP (decision 062):
//
//   PUT /api/tenancies/:id/right-to-rent  RightToRentInput → TenancyView (landlord)
//   PUT /api/tenancies/:id/right-to-rent-exemption  RightToRentExemptionInput → TenancyView
//       (landlord, for a let the Renters' Rights Act does not cover; null takes the mark off)
//
// The view lists every adult occupier with their check for the landlord, and a tenant's own only.

import { z } from "zod";
import {
  RIGHT_TO_RENT_DOCUMENTS,
  RIGHT_TO_RENT_EXEMPTIONS,
  type RightToRentCheck,
} from "../domain/right-to-rent.ts";

export const RightToRentInputSchema = z.object({
  /** Exactly one of: a tenant of the tenancy, or a permitted occupier named in its terms. */
  tenant_id: z.string().min(1).max(100).optional(),
  occupier_name: z.string().trim().min(1).max(100).optional(),
  document: z.enum(RIGHT_TO_RENT_DOCUMENTS, { error: "Choose the document you checked" }),
  time_limited: z.boolean(),
  checked_on: z.iso.date("Enter the date of the check"),
  follow_up_on: z.iso.date("Enter a valid date").nullable(),
});
export type RightToRentInput = z.infer<typeof RightToRentInputSchema>;

export const RightToRentEntrySchema = z.object({
  occupier: z.object({ user_id: z.string().nullable(), name: z.string() }),
  check: z
    .object({
      document: z.enum(RIGHT_TO_RENT_DOCUMENTS),
      time_limited: z.boolean(),
      checked_on: z.string(),
      follow_up_on: z.string().nullable(),
      /** A time-limited right checked more than 28 days before the start. */
      checked_too_early: z.boolean(),
    })
    .nullable(),
});
export type RightToRentEntry = z.infer<typeof RightToRentEntrySchema>;

export const RightToRentExemptionInputSchema = z.object({
  exemption: z.enum(RIGHT_TO_RENT_EXEMPTIONS, { error: "Choose why no check is needed" }).nullable(),
});
export type RightToRentExemptionInput = z.infer<typeof RightToRentExemptionInputSchema>;

/** The landlord's mark that the let needs no checks, with why; shown to every party. */
export const RightToRentExemptSchema = z.object({
  exemption: z.enum(RIGHT_TO_RENT_EXEMPTIONS),
  marked_at: z.string(),
});

export function checkFromInput(input: RightToRentInput): RightToRentCheck {
  return {
    document: input.document,
    timeLimited: input.time_limited,
    checkedOn: input.checked_on,
    followUpOn: input.follow_up_on,
  };
}
