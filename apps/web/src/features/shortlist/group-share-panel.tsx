import { billsText, budgetsKnownText } from "@roost/shared/domain/housemate-prices.ts";
import { housemateSummary } from "@roost/shared/domain/housemate-shares.ts";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { type ListingForShares, sharesFor, toneClass } from "../../components/property/housemate-share.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useHousemateGroup, useMyGroup } from "../../lib/housemate-group.ts";
import { ShareTable } from "./share-table.tsx";
import { useShortlist } from "./shortlist.queries.ts";

/**
 * The property page's "what each housemate pays" for a group member: the summary, and behind a
 * disclosure each member's rent, bills and deposit. When the home is on the group's shortlist it
 * follows the split the group chose there, and says where to change it.
 */
export function GroupSharePanel({ property }: { property: ListingForShares & { id: string } }) {
  const group = useHousemateGroup();
  const myGroup = useMyGroup();
  const shortlist = useShortlist(myGroup?.id ?? "", { enabled: Boolean(myGroup) });
  if (!group || !myGroup) return null;
  const listed = shortlist.data?.homes.find((home) => home.property.id === property.id);
  const shares = sharesFor(property, group, {
    choices: listed?.split,
    billsPerPerson: shortlist.data?.bills_estimate ?? null,
  });
  if (shares.kind === "no_price") return null;
  return (
    <div className={cn("rounded-lg px-3 py-2 ring-1", toneClass(shares))} data-testid="housemate-share">
      <p className="font-medium">
        <Users className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
        {housemateSummary(shares)}
      </p>
      {shares.kind === "shares" && (
        <>
          <p className="mt-0.5 text-xs">
            Rent {billsText(shares.billsIncluded)} · {budgetsKnownText(shares.fit)}
            {" · "}
            <Link to="/groups" className="underline underline-offset-2">
              Your group
            </Link>
          </p>
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer font-medium">Who pays what</summary>
            <div className="mt-2 rounded-md bg-white/70 p-2">
              <ShareTable shares={shares} />
              <p className="mt-2 text-xs">
                {listed ? (
                  <Link
                    to={`/groups/${myGroup.id}/shortlist`}
                    className="font-medium underline underline-offset-2"
                  >
                    Change the split on your shortlist
                  </Link>
                ) : (
                  "Split evenly. Add it to your group shortlist to set premiums or claim rooms."
                )}
              </p>
            </div>
          </details>
        </>
      )}
    </div>
  );
}
