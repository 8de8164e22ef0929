import type { GroupJoinRequest, MyGroup } from "@roost/shared/contracts/groups.ts";
import { JOIN_REQUEST_STATUS_LABELS } from "@roost/shared/domain/groups.ts";
import { universityText } from "@roost/shared/domain/profile.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { Check, Inbox, X } from "lucide-react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { JOIN_STATUS_TONES, memberCountText } from "./group-view.ts";
import { useGroupJoinRequests, useRespondJoinRequest } from "./groups.queries.ts";

/** Join Requests & History (leader only, spec §2, §4): Accept / Reject on pending ones only. */
export function JoinRequestsDialog({
  group,
  onOpenChange,
}: {
  group: MyGroup;
  onOpenChange(open: boolean): void;
}) {
  const requests = useGroupJoinRequests(group.id, true);
  const all = requests.data?.requests ?? [];
  const pending = all.filter((r) => r.status === "pending");
  const history = all.filter((r) => r.status !== "pending");

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Join Requests & History"
      description={`${group.name} · ${memberCountText(group.member_count, group.max_members)}`}
    >
      {requests.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : requests.isError ? (
        <ErrorState message="We couldn't load the join requests." onRetry={() => requests.refetch()} />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="jr-pending">
            <h3 id="jr-pending" className="mb-2 font-semibold text-stone-900">
              Pending ({pending.length})
            </h3>
            {pending.length === 0 ? (
              <p className="flex items-center gap-2 rounded-lg border border-dashed border-stone-300 px-4 py-6 text-sm text-stone-500">
                <Inbox className="size-5 text-stone-400" aria-hidden /> No pending requests right now.
              </p>
            ) : (
              <ul className="space-y-3">
                {pending.map((r) => (
                  <RequestRow key={r.id} request={r} groupFull={group.is_full} />
                ))}
              </ul>
            )}
          </section>
          {history.length > 0 && (
            <section aria-labelledby="jr-history">
              <h3 id="jr-history" className="mb-2 font-semibold text-stone-900">
                History
              </h3>
              <ul className="space-y-3">
                {history.map((r) => (
                  <RequestRow key={r.id} request={r} groupFull={group.is_full} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}

function RequestRow({ request, groupFull }: { request: GroupJoinRequest; groupFull: boolean }) {
  const respond = useRespondJoinRequest();
  const busy = respond.isPending;
  const name = request.requester.display_name || "Student";
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex items-start gap-3">
        <Avatar src={request.requester.avatar_url} name={request.requester.display_name} size={40} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="font-medium text-stone-900">{name}</p>
            <Badge tone={JOIN_STATUS_TONES[request.status]}>
              {JOIN_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
          </div>
          <p className="text-xs text-stone-500">
            {universityText(request.requester.university)} · {relativeTime(request.created_at)}
          </p>
          {request.message && (
            <p className="mt-2 whitespace-pre-line break-words rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-700">
              {request.message}
            </p>
          )}
        </div>
      </div>
      {request.status === "pending" && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {groupFull && <p className="mr-auto self-center text-xs text-amber-700">The group is full.</p>}
          <Button
            size="sm"
            variant="secondary"
            loading={busy && respond.variables?.accept === false}
            disabled={busy}
            onClick={() => respond.mutate({ requestId: request.id, accept: false })}
            aria-label={`Reject ${name}`}
          >
            <X className="size-4" aria-hidden /> Reject
          </Button>
          <Button
            size="sm"
            loading={busy && respond.variables?.accept === true}
            disabled={busy}
            onClick={() => respond.mutate({ requestId: request.id, accept: true })}
            aria-label={`Accept ${name}`}
          >
            <Check className="size-4" aria-hidden /> Accept
          </Button>
        </div>
      )}
    </li>
  );
}
