import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import { EVERYONES_IN } from "@roost/shared/domain/group-shortlist.ts";
import { isOpenStatus } from "@roost/shared/domain/property.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { ArrowLeft, ListChecks, Search, Trash2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { PropertyCard } from "../../components/property/property-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import { failureText, isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { BillsEstimate } from "./bills-estimate.tsx";
import { MembersCampuses } from "./members-campuses.tsx";
import { useChangeShortlist, useShortlist } from "./shortlist.queries.ts";
import { ShortlistComments } from "./shortlist-comments.tsx";
import { ShortlistVotes } from "./shortlist-votes.tsx";
import { ViewingStep } from "./viewing-step.tsx";
import { WhoPaysWhat } from "./who-pays-what.tsx";

/**
 * /groups/:id/shortlist (decision 060): the homes the group is weighing, best score first, each
 * with every member's vote and a few comments. Another member's change shows without a reload.
 */
export function ShortlistPage() {
  usePageMeta("Group shortlist");
  const { id = "" } = useParams();
  const shortlist = useShortlist(id);
  if (shortlist.isError && isApiError(shortlist.error) && shortlist.error.status === 404)
    return (
      <NotFoundCard title="Group not found" backTo="/groups" backLabel="Back to your groups">
        This group's shortlist is only for its members.
      </NotFoundCard>
    );
  const count = shortlist.data?.homes.length ?? 0;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <Link
          to="/groups"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft className="size-4" aria-hidden /> Your group
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-stone-900 sm:text-3xl">Group shortlist</h1>
        <p className="mt-1 text-sm text-stone-600">
          {shortlist.data
            ? `${count} ${count === 1 ? "home" : "homes"} · best first: yes counts 2, maybe 1, no −2`
            : "The homes your group is weighing, with everyone's vote."}
        </p>
      </div>
      {shortlist.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading...">
          <Skeleton className="h-72 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : shortlist.isError ? (
        <ErrorState message="We couldn't load the shortlist." onRetry={() => void shortlist.refetch()} />
      ) : count === 0 ? (
        <EmptyState
          icon={<ListChecks className="size-10" aria-hidden />}
          title="No homes on the shortlist yet"
          action={
            <Button asChild>
              <Link to="/properties-to-rent/all">
                <Search className="size-4" aria-hidden /> Find a home
              </Link>
            </Button>
          }
        >
          Open a home you like and choose "Add to group shortlist": everyone in the group can then vote on it.
        </EmptyState>
      ) : (
        <>
          <BillsEstimate
            groupId={id}
            own={shortlist.data.bills_estimate}
            memberCount={shortlist.data.member_count}
          />
          <ol className="space-y-4" aria-label="Shortlisted homes">
            {shortlist.data.homes.map((home) => (
              <li key={home.property.id}>
                <ShortlistRow
                  groupId={id}
                  home={home}
                  iLead={shortlist.data.i_lead}
                  billsEstimate={shortlist.data.bills_estimate}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function ShortlistRow({
  groupId,
  home,
  iLead,
  billsEstimate,
}: {
  groupId: string;
  home: ShortlistHome;
  iLead: boolean;
  billsEstimate: number | null;
}) {
  const change = useChangeShortlist(groupId);
  const open = isOpenStatus(home.property.status);
  const added = ukDate(home.added_at, { month: "short", year: false });
  const remove = () =>
    change.mutate(
      { kind: "remove", propertyId: home.property.id },
      {
        onSuccess: () => notify("success", `${home.property.address_line_1} is off the shortlist`),
        onError: (e) => notify("error", failureText(e, "That didn't work. Please try again.")),
      },
    );
  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={home.property.address_line_1}
        className="grid gap-5 md:grid-cols-[18rem_minmax(0,1fr)]"
      >
        <div className={cn(!open && "opacity-60")}>
          <PropertyCard property={home.property} groupShare={false} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-lg font-semibold text-stone-900">
              Score {home.score > 0 ? `+${home.score}` : home.score}
            </p>
            {home.everyones_in && <Badge tone="green">{EVERYONES_IN}</Badge>}
            <p className="text-sm text-stone-500">
              Added by {home.added_by} · {added}
            </p>
            {home.can_remove && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-stone-600"
                loading={change.isPending && change.variables?.kind === "remove"}
                onClick={remove}
                aria-label={`Remove ${home.property.address_line_1} from the shortlist`}
              >
                <Trash2 className="size-4" aria-hidden /> Remove
              </Button>
            )}
          </header>
          <WhoPaysWhat groupId={groupId} home={home} billsEstimate={billsEstimate} />
          <MembersCampuses property={home.property} />
          <ViewingStep groupId={groupId} home={home} iLead={iLead} />
          <ShortlistVotes groupId={groupId} home={home} />
          <ShortlistComments groupId={groupId} home={home} />
        </div>
      </article>
    </Card>
  );
}
