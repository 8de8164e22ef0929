import { ListChecks, ListPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { failureText } from "../../lib/api.ts";
import { useMyGroup } from "../../lib/housemate-group.ts";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist, useShortlist } from "./shortlist.queries.ts";

/**
 * "Add to group shortlist" on a property page, for a student in a group; once the home is on it, a
 * link to the shortlist. Nothing for anyone else.
 */
export function ShortlistButton({ propertyId }: { propertyId: string }) {
  const group = useMyGroup();
  if (!group) return null;
  return <ShortlistToggle groupId={group.id} propertyId={propertyId} />;
}

function ShortlistToggle({ groupId, propertyId }: { groupId: string; propertyId: string }) {
  const shortlist = useShortlist(groupId);
  const change = useChangeShortlist(groupId);
  const listed = shortlist.data?.homes.some((home) => home.property.id === propertyId);
  if (listed)
    return (
      <Button asChild variant="secondary">
        <Link to={`/groups/${groupId}/shortlist`}>
          <ListChecks className="size-4" aria-hidden /> On your shortlist
        </Link>
      </Button>
    );
  return (
    <Button
      variant="secondary"
      loading={change.isPending}
      disabled={shortlist.isPending}
      onClick={() =>
        change.mutate(
          { kind: "add", propertyId },
          {
            onSuccess: () => notify("success", "Added to your group's shortlist"),
            onError: (e) =>
              notify("error", {
                title: "Couldn't add it to the shortlist",
                description: failureText(e),
              }),
          },
        )
      }
    >
      {!change.isPending && <ListPlus className="size-4" aria-hidden />} Add to group shortlist
    </Button>
  );
}
