import { ListChecks, ListPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useMyGroup } from "../../lib/housemate-group.ts";
import { useAddToShortlist } from "./use-add-to-shortlist.ts";

/**
 * "Add to group shortlist" on a property page, for a student in a group; once the home is on it, a
 * link to the shortlist. Nothing for anyone else.
 */
export function ShortlistButton({ propertyId }: { propertyId: string }) {
  const group = useMyGroup();
  if (!group) return null;
  return <ShortlistToggle groupId={group.id} propertyId={propertyId} />;
}

/** The button itself, for a member of `groupId`; small where the home is shown small (the map's card). */
export function ShortlistToggle({
  groupId,
  propertyId,
  size = "md",
}: {
  groupId: string;
  propertyId: string;
  size?: "sm" | "md";
}) {
  const shortlist = useAddToShortlist(groupId, propertyId);
  if (shortlist.listed)
    return (
      <Button asChild variant="secondary" size={size}>
        <Link to={shortlist.shortlistPath}>
          <ListChecks className="size-4" aria-hidden /> On your shortlist
        </Link>
      </Button>
    );
  return (
    <Button
      variant="secondary"
      size={size}
      loading={shortlist.adding}
      disabled={shortlist.checking}
      onClick={() => shortlist.add()}
    >
      {!shortlist.adding && <ListPlus className="size-4" aria-hidden />} Add to group shortlist
    </Button>
  );
}
