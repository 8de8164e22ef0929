// Where Roost's notification emails go (decision 041): the sign-in address, unless the
// person confirmed their profile's contact email by a link sent to it.

import { z } from "zod";

export const CONTACT_EMAIL_VERIFY_PATH = "/api/email/verify-contact";
/** How long a confirmation link works. */
export const CONTACT_EMAIL_TOKEN_HOURS = 48;

export const CONTACT_EMAIL_TEXTS = {
  nothingToVerify: "Your contact email is your sign-in address, so there is nothing to confirm.",
  noContactEmail: "Add a contact email to your profile first.",
  emailSubject: "Confirm your contact email for Roost",
  emailIntro: (address: string) =>
    `Confirm that Roost may send your notification emails to ${address} instead of your sign-in address.`,
} as const;

export const ContactEmailStatusSchema = z.object({
  sign_in_email: z.string(),
  /** The profile's contact email (decision 021); null when blank. */
  contact_email: z.string().nullable(),
  /** Whether that contact email was confirmed by link. */
  verified: z.boolean(),
  /** Where notification emails go now. */
  recipient: z.string(),
});
export type ContactEmailStatus = z.infer<typeof ContactEmailStatusSchema>;

export const ContactEmailVerificationSchema = z.object({ sent_to: z.string() });

export const ContactEmailVerifyQuerySchema = z.object({ token: z.string().min(1).max(1000) });
