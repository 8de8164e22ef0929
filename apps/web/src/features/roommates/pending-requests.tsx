import type { ConnectRequestWithPeople } from "@roost/shared/contracts/roommates.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { Clock } from "lucide-react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { RespondButtons } from "../student-profile/index.ts";
import { useConnectRequests } from "./roommates.queries.ts";

/** Connect requests still waiting for an answer, received (accept or reject here) and sent. */
export function PendingRequests({ onView }: { onView(userId: string): void }) {
  const requests = useConnectRequests();
  const received = requests.data?.received ?? [];
  const sent = requests.data?.sent ?? [];
  if (requests.isPending || requests.isError || received.length + sent.length === 0) return null;
  return (
    <section aria-labelledby="pending-requests">
      <h2 id="pending-requests" className="mb-3 text-lg font-semibold text-stone-900">
        Pending connect requests
      </h2>
      <Card>
        <ul className="divide-y divide-stone-100">
          {received.map((r) => (
            <PendingRow key={r.id} request={r} direction="received" onView={onView} />
          ))}
          {sent.map((r) => (
            <PendingRow key={r.id} request={r} direction="sent" onView={onView} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function PendingRow({
  request,
  direction,
  onView,
}: {
  request: ConnectRequestWithPeople;
  direction: "received" | "sent";
  onView(userId: string): void;
}) {
  const other = direction === "received" ? request.sender : request.receiver;
  const name = other.display_name || "Student";
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar src={other.avatar_url} name={other.display_name} size={40} />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onView(other.user_id)}
            className="truncate rounded font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {name}
          </button>
          <p className="text-xs text-stone-500">
            {direction === "received" ? "Wants to connect" : "You sent a request"} ·{" "}
            {relativeTime(request.created_at)}
          </p>
          {request.message && (
            <p className="mt-1 line-clamp-2 break-words text-sm text-stone-600">“{request.message}”</p>
          )}
        </div>
      </div>
      {direction === "received" ? (
        <div className="flex gap-2 sm:shrink-0">
          <RespondButtons requestId={request.id} name={name} size="sm" className="flex-1 sm:flex-none" />
        </div>
      ) : (
        <Badge tone="amber" className="self-start sm:self-center">
          <Clock className="size-3" aria-hidden /> Request Sent
        </Badge>
      )}
    </li>
  );
}
