import {
  ACCOUNT_DELETE_CONFIRMATION,
  DELETED_USER_NAME,
  dataExportFileName,
} from "@roost/shared/domain/account.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2, TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { deleteMyAccount, exportMyData } from "./profile.queries.ts";

// "Your data" on /profile: the UK GDPR rights to a copy of one's data and to erasure
// (docs/decisions/013). The server does the work; this is the door to it.

/** Hands `data` to the browser as a JSON file download. */
function saveJsonFile(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AccountDataSection() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const download = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => saveJsonFile(data, dataExportFileName(new Date())),
    onError: (error) =>
      notify("error", {
        title: "Couldn't download your data",
        description:
          isApiError(error) && error.status === 429 ? error.message : "Please try again in a moment.",
      }),
  });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-section-your-data">
        <h2 id="profile-section-your-data" className="text-lg font-semibold text-stone-900">
          Your data
        </h2>
        <p className="mt-0.5 text-sm text-stone-500">
          Get a copy of everything Roost holds about you, or close your account for good.
        </p>
        <div className="mt-4 divide-y divide-stone-200">
          <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-600 sm:max-w-md">
              A file with your profile, listings, groups, messages, requests, viewings and everything else
              stored with your account.
            </p>
            <Button
              type="button"
              variant="secondary"
              loading={download.isPending}
              onClick={() => download.mutate()}
              className="shrink-0"
            >
              {!download.isPending && <Download className="size-4" aria-hidden />}
              {download.isPending ? "Preparing your file…" : "Download my data"}
            </Button>
          </div>
          <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-600 sm:max-w-md">
              Deletes your account and personal details. This cannot be undone.
            </p>
            <Button type="button" variant="danger" onClick={() => setDeleteOpen(true)} className="shrink-0">
              <Trash2 className="size-4" aria-hidden />
              Delete my account
            </Button>
          </div>
        </div>
      </section>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      // The server has ended every session; nothing cached belongs to anyone any more.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, null);
      navigate("/", { replace: true });
      notify("success", "Your account has been deleted");
    },
  });

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setTyped("");
      remove.reset();
    }
    onOpenChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Delete your account?">
      <form onSubmit={submit} className="space-y-4 text-sm text-stone-700">
        <p>This is permanent. Once you delete your account:</p>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Your profile, phone number, photo, favourites, notifications and vouchers are deleted.</li>
          <li>
            Your listings come off the market, drafts are deleted, and pending requests you sent are
            withdrawn.
          </li>
          <li>
            If you lead a group, the member who joined first becomes its leader; a group with no one else in
            it is deleted.
          </li>
          <li>
            Messages you sent stay in the other people's chats so their history still makes sense, shown as "
            {DELETED_USER_NAME}" without your name or contact details.
          </li>
          <li>You are signed out on every device.</li>
        </ul>
        <p className="text-stone-600">
          Want a copy first? Close this and use <span className="font-medium">Download my data</span>.
        </p>
        <Field label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}>
          {(props) => (
            <Input
              {...props}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={remove.isPending}
            />
          )}
        </Field>
        {remove.isError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {isApiError(remove.error) && remove.error.status !== 0 && remove.error.status < 500
                ? remove.error.message
                : "We couldn't delete your account. Nothing was changed — please try again."}
            </span>
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed} loading={remove.isPending}>
            {remove.isPending ? "Deleting your account…" : "Delete my account"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
