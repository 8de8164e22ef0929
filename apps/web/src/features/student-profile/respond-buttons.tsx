import { Check, X } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useRespondConnectRequest } from "./student-profile.queries.ts";

/**
 * Reject and Accept for a connect request someone sent the viewer (spec §4 'Pending Response'),
 * shown on roommate cards, in the Profile View and in the pending list of /roommates.
 */
export function RespondButtons({
  requestId,
  name,
  size = "md",
  className,
}: {
  requestId: string;
  name: string;
  size?: "sm" | "md";
  /** For each of the two buttons (e.g. how they share a row). */
  className?: string;
}) {
  const respond = useRespondConnectRequest();
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        className={className}
        loading={respond.isPending && respond.variables?.accept === false}
        disabled={respond.isPending}
        onClick={() => respond.mutate({ requestId, accept: false })}
        aria-label={`Reject connect request from ${name}`}
      >
        <X className="size-4" aria-hidden /> Reject
      </Button>
      <Button
        size={size}
        className={className}
        loading={respond.isPending && respond.variables?.accept === true}
        disabled={respond.isPending}
        onClick={() => respond.mutate({ requestId, accept: true })}
        aria-label={`Accept connect request from ${name}`}
      >
        <Check className="size-4" aria-hidden /> Accept
      </Button>
    </>
  );
}
