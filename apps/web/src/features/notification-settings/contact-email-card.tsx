// Where Roost's emails go (decision 041): the sign-in address, or the profile's contact email once
// its owner opened the link sent to it. The link comes back here with ?contact_email=… saying
// whether it worked.

import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { notify } from "../../lib/toast.ts";
import { useContactEmail, useSendContactEmailLink } from "./notification-settings.queries.ts";

const OUTCOMES: Readonly<Record<string, string>> = {
  verified: "Your contact email is confirmed: Roost's emails now go to it.",
  invalid: "That confirmation link is not valid. Send a new one below.",
  expired: "That confirmation link has expired. Send a new one below.",
};

export function ContactEmailCard() {
  const status = useContactEmail();
  const send = useSendContactEmailLink();
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get("contact_email") ?? ""];
  if (!status.data) return null;
  const { contact_email: contact, sign_in_email: signIn, verified, recipient } = status.data;
  const canConfirm = contact !== null && contact !== signIn.toLowerCase() && !verified;

  return (
    <section aria-labelledby="contact-email-heading">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="contact-email-heading" className="font-medium text-stone-900">
          Where we email you
        </h2>
        {outcome && (
          <p role="status" className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
            {outcome}
          </p>
        )}
        <p className="text-sm text-stone-600">
          Emails go to <span className="font-medium text-stone-900 break-all">{recipient}</span>
          {verified ? ", your confirmed contact email." : ", your sign-in address."}
        </p>
        {canConfirm && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-600">
              To receive them at <span className="break-all">{contact}</span> instead, confirm it by the link
              we send there.
            </p>
            <Button
              type="button"
              variant="secondary"
              loading={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: (sent) => notify("success", `We sent a confirmation link to ${sent.sent_to}.`),
                  onError: (error) =>
                    notify("error", { title: "The link was not sent", description: error.message }),
                })
              }
            >
              Send confirmation link
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}
