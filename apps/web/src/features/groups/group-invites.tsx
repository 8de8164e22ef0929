// Group invites (decision 024): the leader's "Invite to group" button (roommate cards, Profile
// View) and the invited student's dialog, opened from a group_invite notification by group id.
// The dialog fetches the group's current invite code and joins with it: codes rotate.

import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { UserPlus, Users } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { failureText } from "../../lib/form-errors.ts";
import { notify } from "../../lib/toast.ts";
import { DialogActions } from "./group-dialogs.tsx";
import { budgetRangeText, memberCountText } from "./group-view.ts";
import {
  OWN_GROUP_TEXTS,
  useGroupInvitation,
  useInviteToGroup,
  useJoinGroupByCode,
  useMyGroups,
} from "./groups.queries.ts";

/**
 * "Invite to group": shown to a student who leads a group with room, for someone not in it. The
 * server decides the rest (already in a group, blocks, a repeat) and the toast says which.
 */
export function InviteToGroupButton({
  userId,
  name,
  fullWidth,
}: {
  userId: string;
  name: string;
  fullWidth?: boolean;
}) {
  const mine = useMyGroups();
  const group = mine.data?.groups.find((g) => g.is_leader);
  const invite = useInviteToGroup(userId, name);
  if (!group || group.is_full || group.members.some((m) => m.user_id === userId)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={fullWidth ? "w-full" : undefined}
      loading={invite.isPending}
      onClick={() => invite.mutate(group.id)}
      aria-label={`Invite ${name} to ${group.name}`}
    >
      <UserPlus className="size-4" aria-hidden /> Invite to group
    </Button>
  );
}

/** The invited student's view of the group, opened from the notification (/groups?invite={id}). */
export function GroupInvitationDialog({ groupId, onClose }: { groupId: string | null; onClose(): void }) {
  const invitation = useGroupInvitation(groupId);
  const join = useJoinGroupByCode();
  const data = invitation.data;
  const unavailable = isApiError(invitation.error) && invitation.error.status === 404;

  return (
    <Dialog
      open={groupId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? `Join ${data.name}?` : "Group invite"}
      description={
        data?.invited_by
          ? `${data.invited_by.display_name || "The group leader"} invited you to this group.`
          : undefined
      }
    >
      {invitation.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading...
          </span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : unavailable ? (
        <ErrorState
          title={ERROR_TEXTS.invitation_unavailable.title}
          message={ERROR_TEXTS.invitation_unavailable.description}
        />
      ) : invitation.isError || !data ? (
        <ErrorState message="We couldn't load this invite." onRetry={() => invitation.refetch()} />
      ) : (
        <div className="space-y-4">
          {data.description && <p className="text-sm text-stone-700">{data.description}</p>}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-stone-50 p-3">
              <dt className="text-xs text-stone-500">Members</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-stone-900">
                <Users className="size-4 text-stone-400" aria-hidden />
                {memberCountText(data.member_count, data.max_members)}
              </dd>
            </div>
            <div className="rounded-lg bg-stone-50 p-3">
              <dt className="text-xs text-stone-500">Budget</dt>
              <dd className="mt-0.5 font-medium text-stone-900">
                {budgetRangeText(data.budget_min, data.budget_max) ?? "Not specified"}
              </dd>
            </div>
          </dl>
          {data.is_member ? (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800" role="status">
              {ERROR_TEXTS.already_member.title}
            </p>
          ) : data.is_full ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800" role="status">
              {ERROR_TEXTS.group_full.title}: {ERROR_TEXTS.group_full.description}
            </p>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {data.is_member ? "Close" : "Not now"}
            </Button>
            {!data.is_member && (
              <Button
                loading={join.isPending}
                disabled={data.is_full}
                onClick={() =>
                  join.mutate(
                    { invite_code: data.invite_code },
                    {
                      onSuccess: onClose,
                      onError: (err) => notify("error", failureText(err, OWN_GROUP_TEXTS.join_failed)),
                    },
                  )
                }
              >
                Join Group
              </Button>
            )}
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}
