import { api } from "../../lib/api.ts";

/** Footer sign-up; "already_subscribed" comes back as an error the form names. */
export const subscribeToNewsletter = (email: string) =>
  api("/api/newsletter", { method: "POST", body: { email } });
