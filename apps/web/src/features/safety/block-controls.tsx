import type { BlockStatus } from "@roost/shared/contracts/safety.ts";
import { SAFETY_TEXTS } from "@roost/shared/domain/safety.ts";
import { Ban, Flag, MoreVertical } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../lib/toast.ts";
import { ReportButton } from "./report-button.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import { useBlockStatus, useSetBlocked } from "./safety.queries.ts";

/** Block (after a confirmation) and unblock one user, with toasts. */
function useBlockActions(userId: string, name: string) {
  const status = useBlockStatus(userId);
  const setBlocked = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  const change = (blocked: boolean) =>
    setBlocked.mutate(
      { userId, blocked },
      {
        onSuccess: () => {
          setConfirming(false);
          notify("success", blocked ? SAFETY_TEXTS.blocked(name) : SAFETY_TEXTS.unblocked(name));
        },
        onError: () =>
          notify("error", {
            title: blocked ? "Couldn't block this user" : "Couldn't unblock this user",
            description: "Please try again.",
          }),
      },
    );
  const confirmDialog = (
    <Dialog
      open={confirming}
      onOpenChange={setConfirming}
      title={SAFETY_TEXTS.blockConfirmTitle(name)}
      description={SAFETY_TEXTS.blockConfirmDescription}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={setBlocked.isPending}>
          Cancel
        </Button>
        <Button variant="danger" loading={setBlocked.isPending} onClick={() => change(true)}>
          {SAFETY_TEXTS.blockUser}
        </Button>
      </div>
    </Dialog>
  );
  return {
    status: status.data,
    pending: setBlocked.isPending,
    askToBlock: () => setConfirming(true),
    unblock: () => change(false),
    confirmDialog,
  };
}

/** "You blocked this user" with Unblock: the blocker's state wherever the user appears. */
function BlockedByMeNotice({ onUnblock, pending }: { onUnblock(): void; pending: boolean }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-2.5 text-sm text-stone-700"
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <Ban className="size-4 text-stone-500" aria-hidden /> {SAFETY_TEXTS.youBlockedUser}
      </span>
      <Button size="sm" variant="secondary" loading={pending} onClick={onUnblock}>
        {SAFETY_TEXTS.unblockUser}
      </Button>
    </div>
  );
}

/** The profile dialog's footer: the blocked state, else "Report this user" and "Block user". */
export function UserSafetyActions({ userId, name }: { userId: string; name: string }) {
  const actions = useBlockActions(userId, name);
  return (
    <div className="space-y-3 border-t border-stone-100 pt-4">
      {actions.status?.blocked_by_me && (
        <BlockedByMeNotice onUnblock={actions.unblock} pending={actions.pending} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReportButton target="user" targetId={userId} />
        {actions.status && !actions.status.blocked_by_me && (
          <button
            type="button"
            onClick={actions.askToBlock}
            className="inline-flex items-center gap-1.5 rounded-md text-sm text-stone-500 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Ban className="size-4" aria-hidden /> {SAFETY_TEXTS.blockUser}
          </button>
        )}
      </div>
      {actions.confirmDialog}
    </div>
  );
}

/** The chat header's menu for the other person: Report this user, Block user / Unblock. */
export function ChatSafetyMenu({ userId, name }: { userId: string; name: string }) {
  const actions = useBlockActions(userId, name);
  const [reporting, setReporting] = useState(false);
  const item =
    "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100";
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
          aria-label={`More actions for ${name}`}
        >
          <MoreVertical className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Item onSelect={() => setReporting(true)} className={item}>
              <Flag className="size-4" aria-hidden /> {SAFETY_TEXTS.reportUser}
            </DropdownMenu.Item>
            {actions.status?.blocked_by_me ? (
              <DropdownMenu.Item onSelect={actions.unblock} className={item}>
                <Ban className="size-4" aria-hidden /> {SAFETY_TEXTS.unblockUser}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item onSelect={actions.askToBlock} className={`${item} text-red-700`}>
                <Ban className="size-4" aria-hidden /> {SAFETY_TEXTS.blockUser}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog target="user" targetId={userId} open={reporting} onOpenChange={setReporting} />
      {actions.confirmDialog}
    </>
  );
}

/**
 * Takes the composer's place while a block stands between the two: the blocker can unblock here;
 * the blocked side learns only that messaging is not possible.
 */
export function BlockedChatNotice({
  userId,
  name,
  status,
}: {
  userId: string;
  name: string;
  status: BlockStatus;
}) {
  const actions = useBlockActions(userId, name);
  return (
    <div className="border-t border-stone-200 bg-white p-3">
      {status.blocked_by_me ? (
        <BlockedByMeNotice onUnblock={actions.unblock} pending={actions.pending} />
      ) : (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-stone-100 px-3 py-2.5 text-sm text-stone-700"
        >
          <Ban className="size-4 text-stone-500" aria-hidden /> {SAFETY_TEXTS.cantMessageUser}
        </p>
      )}
    </div>
  );
}
