import type { MyJoinRequest } from "@roost/shared/contracts/groups.ts";
import { JOIN_REQUEST_STATUS_LABELS } from "@roost/shared/domain/groups.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { JOIN_STATUS_TONES } from "./group-view.ts";
import { useCancelJoinRequest, useMyJoinRequests } from "./groups.queries.ts";

/** Shown only when the user has sent any join request (spec §2). */
export function JoinRequestHistory() {
  const requests = useMyJoinRequests();
  const cancel = useCancelJoinRequest();
  const list = requests.data?.requests ?? [];
  if (requests.isPending || requests.isError || list.length === 0) return null;
  return (
    <section aria-labelledby="my-join-requests">
      <h2 id="my-join-requests" className="mb-3 text-lg font-semibold text-stone-900">
        Your join requests
      </h2>
      <Card>
        <ul className="divide-y divide-stone-100">
          {list.map((r) => (
            <JoinRequestRow
              key={r.id}
              request={r}
              cancelling={cancel.isPending && cancel.variables === r.id}
              disabled={cancel.isPending}
              onCancel={() => cancel.mutate(r.id)}
            />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function JoinRequestRow({
  request,
  cancelling,
  disabled,
  onCancel,
}: {
  request: MyJoinRequest;
  cancelling: boolean;
  disabled: boolean;
  onCancel(): void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{request.group.name}</p>
        <p className="text-xs text-stone-500">Sent {relativeTime(request.created_at)}</p>
      </div>
      <Badge tone={JOIN_STATUS_TONES[request.status]}>{JOIN_REQUEST_STATUS_LABELS[request.status]}</Badge>
      {request.status === "pending" && (
        <Button
          size="sm"
          variant="secondary"
          loading={cancelling}
          disabled={disabled && !cancelling}
          onClick={onCancel}
          aria-label={`Cancel request to join ${request.group.name}`}
        >
          Cancel
        </Button>
      )}
    </li>
  );
}
