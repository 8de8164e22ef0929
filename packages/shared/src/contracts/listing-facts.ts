// The listing facts' request and response shape (domain/listing-facts.ts, decision 055): every fact
// optional while a draft is written, each with its own message; what publishing needs is checked
// separately, as for the rest of a listing.

import { z } from "zod";
import {
  ACCESS_FEATURES,
  BILLS,
  COUNCIL_TAX_BANDS,
  COUNCIL_TAX_PAYERS,
  EPC_CERTIFICATE_PATTERN,
  EPC_EXEMPTION_NEEDED,
  EPC_NEEDS_EXEMPTION,
  EPC_NOT_REQUIRED,
  EPC_RATINGS,
  HMO_LICENCES,
  PET_POLICIES,
  TENANCY_TYPES,
} from "../domain/listing-facts.ts";
import { parseVideoTour, VIDEO_TOUR_PROBLEM, videoTourLink } from "../domain/video-tour.ts";

/** The highest bills cap a month, in whole pounds. */
const BILLS_CAP_MAX = 2000;

const reference = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `The ${what} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9/ -]+$/, `The ${what} may hold letters, digits, spaces, dashes and slashes`);

export const listingFacts = z
  .strictObject({
    council_tax_band: z.enum(COUNCIL_TAX_BANDS, { error: "Choose a council tax band from A to H" }),
    council_tax_payer: z.enum(COUNCIL_TAX_PAYERS, { error: "Say who pays the council tax" }),
    epc: z.enum([...EPC_RATINGS, EPC_NOT_REQUIRED], {
      error: "Choose the EPC rating, or that none is needed for a room in an HMO",
    }),
    epc_certificate: z
      .string()
      .trim()
      .regex(
        EPC_CERTIFICATE_PATTERN,
        "Enter the certificate number as it is printed: five groups of four digits, such as 0123-4567-8901-2345-6789",
      ),
    epc_exemption: reference("PRS Exemptions Register reference", 40),
    hmo_licence: z.enum(HMO_LICENCES, { error: "Choose the HMO licence's state" }),
    hmo_licence_number: reference("licence number", 40),
    hmo_licence_expires: z.iso.date("Enter the licence's expiry date"),
    tenancy_type: z.enum(TENANCY_TYPES, { error: "Choose the tenancy type" }),
    bills: z.array(z.enum(BILLS, { error: "Choose bills from the list" })).max(BILLS.length),
    bills_cap: z
      .number({ error: "Enter the cap in whole pounds" })
      .int("Enter the cap in whole pounds")
      .min(1, "Enter the cap in whole pounds")
      .max(BILLS_CAP_MAX, `The cap must be at most £${BILLS_CAP_MAX.toLocaleString("en-GB")}`),
    pets: z.enum(PET_POLICIES, { error: "Choose a pets policy" }),
    accessibility: z
      .array(z.enum(ACCESS_FEATURES, { error: "Choose features from the list" }))
      .max(ACCESS_FEATURES.length),
    // Kept in its plain form, whichever of the provider's addresses was pasted.
    video_tour: z
      .string({ error: VIDEO_TOUR_PROBLEM })
      .max(300, VIDEO_TOUR_PROBLEM)
      .transform((link, ctx) => {
        const tour = parseVideoTour(link);
        if (tour) return videoTourLink(tour);
        ctx.addIssue({ code: "custom", message: VIDEO_TOUR_PROBLEM });
        return z.NEVER;
      }),
  })
  .partial()
  .superRefine((facts, ctx) => {
    // Asked on the same step as the rating and the licence, so a draft cannot hold one without the other.
    if (facts.epc && (EPC_NEEDS_EXEMPTION as readonly string[]).includes(facts.epc) && !facts.epc_exemption) {
      ctx.addIssue({
        code: "custom",
        path: ["epc_exemption"],
        message: EPC_EXEMPTION_NEEDED,
      });
    }
    if (facts.hmo_licence === "licensed" && !facts.hmo_licence_number) {
      ctx.addIssue({ code: "custom", path: ["hmo_licence_number"], message: "Enter the licence number" });
    }
    if (facts.hmo_licence === "licensed" && !facts.hmo_licence_expires) {
      ctx.addIssue({
        code: "custom",
        path: ["hmo_licence_expires"],
        message: "Enter the licence's expiry date",
      });
    }
  });
export type ListingFactsInput = z.input<typeof listingFacts>;
