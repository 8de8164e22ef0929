// The written tenancy agreement a landlord uploads: the caps the server enforces and the upload form
// states before anyone picks a file, and the words of each refusal, so both say the same thing.

import type { UserText } from "./first-load-texts.ts";

/** An agreement is a PDF of at most 10 MB: a scanned 60-page agreement fits, a video does not. */
export const TENANCY_AGREEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Pages of the uploaded agreement, before Roost adds its summary and certificate pages. */
export const TENANCY_AGREEMENT_MAX_PAGES = 60;
export const TENANCY_AGREEMENT_MAX_MEGABYTES = TENANCY_AGREEMENT_MAX_BYTES / 1024 / 1024;

/** Why an uploaded agreement was refused, by code; each is also an API error code. */
export const TENANCY_AGREEMENT_REFUSALS = {
  agreement_not_pdf: {
    title: "This file is not a PDF",
    description: "Save the agreement as a PDF and upload that file.",
  },
  agreement_too_large: {
    title: "This PDF is too large",
    description: `Upload an agreement of at most ${TENANCY_AGREEMENT_MAX_MEGABYTES} MB.`,
  },
  agreement_too_many_pages: {
    title: "This PDF has too many pages",
    description: `Upload an agreement of at most ${TENANCY_AGREEMENT_MAX_PAGES} pages.`,
  },
  agreement_encrypted: { title: "Remove the password and upload again" },
  agreement_unreadable: {
    title: "This PDF is damaged or incomplete",
    description: "Save or export the agreement as a PDF again and upload the new file.",
  },
} as const satisfies Record<string, UserText>;

export type TenancyAgreementRefusal = keyof typeof TENANCY_AGREEMENT_REFUSALS;
