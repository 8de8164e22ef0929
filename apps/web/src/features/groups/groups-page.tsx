import type { DiscoverGroup, MyGroup, MyJoinRequest } from "@roost/shared/contracts/groups.ts";
import { JOIN_REQUEST_STATUS_LABELS } from "@roost/shared/domain/groups.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { ArrowLeft, KeyRound, Plus, Search, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge, EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Input, Select } from "../../components/ui/input.tsx";
import { useAuth } from "../../lib/auth.tsx";
import {
  type DiscoverFilters,
  discoverFiltersFromParams,
  discoverFiltersToParams,
  GROUP_BUDGET_OPTIONS,
} from "./discover-filters.ts";
import { DiscoverGroupCard, MyGroupCard } from "./group-cards.tsx";
import { CreateGroupDialog, DialogActions, JoinByCodeDialog, RequestToJoinDialog } from "./group-dialogs.tsx";
import { GroupInvitationDialog } from "./group-invites.tsx";
import { JOIN_STATUS_TONES } from "./group-view.ts";
import {
  useCancelJoinRequest,
  useDiscoverGroups,
  useLeaveGroup,
  useMyGroups,
  useMyJoinRequests,
  useStartGroupChat,
} from "./groups.queries.ts";
import { JoinRequestsDialog } from "./join-requests-dialog.tsx";
import { ManageGroupDialog } from "./manage-group-dialog.tsx";

/** /groups (spec §2 Groups): join-request history, My Groups, Discover Groups and their dialogs. */
export function GroupsPage() {
  usePageMeta("Groups");
  const { user } = useAuth();
  const [createOpen, setCreateOpen] = useState(false);
  const [joinOpen, setJoinOpen] = useState(false);
  const [requestFor, setRequestFor] = useState<DiscoverGroup | null>(null);
  const [manageId, setManageId] = useState<string | null>(null);
  const [requestsId, setRequestsId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<MyGroup | null>(null);

  const mine = useMyGroups();
  const groups = mine.data?.groups ?? [];
  const manageGroup = groups.find((g) => g.id === manageId && g.is_leader) ?? null;
  const requestsGroup = groups.find((g) => g.id === requestsId && g.is_leader) ?? null;

  return (
    <div className="space-y-8">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to dashboard
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Groups</h1>
            <p className="mt-1 text-sm text-stone-600">
              Team up with housemates, then search and apply for a place together.
            </p>
          </div>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setJoinOpen(true)}>
              <KeyRound className="size-4" aria-hidden /> Join with code
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => setCreateOpen(true)}>
              <Plus className="size-4" aria-hidden /> Create Group
            </Button>
          </div>
        </div>
      </div>

      <JoinRequestHistory />

      <section aria-labelledby="my-groups">
        <h2 id="my-groups" className="mb-3 text-lg font-semibold text-stone-900">
          My Groups
        </h2>
        <MyGroupsList
          query={mine}
          onCreate={() => setCreateOpen(true)}
          onJoin={() => setJoinOpen(true)}
          onManage={setManageId}
          onRequests={setRequestsId}
          onLeave={setLeaving}
        />
      </section>

      <DiscoverSection onRequest={setRequestFor} />

      <CreateGroupDialog open={createOpen} onOpenChange={setCreateOpen} />
      <JoinByCodeDialog open={joinOpen} onOpenChange={setJoinOpen} />
      <RequestToJoinDialog group={requestFor} onOpenChange={(o) => !o && setRequestFor(null)} />
      <InvitationFromLink />
      {manageGroup && user && (
        <ManageGroupDialog
          group={manageGroup}
          viewerId={user.id}
          onOpenChange={(o) => !o && setManageId(null)}
        />
      )}
      {requestsGroup && (
        <JoinRequestsDialog group={requestsGroup} onOpenChange={(o) => !o && setRequestsId(null)} />
      )}
      <LeaveGroupDialog group={leaving} onOpenChange={(o) => !o && setLeaving(null)} />
    </div>
  );
}

function MyGroupsList({
  query,
  onCreate,
  onJoin,
  onManage,
  onRequests,
  onLeave,
}: {
  query: ReturnType<typeof useMyGroups>;
  onCreate(): void;
  onJoin(): void;
  onManage(id: string): void;
  onRequests(id: string): void;
  onLeave(group: MyGroup): void;
}) {
  const chat = useStartGroupChat();
  if (query.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (query.isError)
    return <ErrorState message="We couldn't load your groups." onRetry={() => query.refetch()} />;
  const groups = query.data.groups;
  if (groups.length === 0)
    return (
      <EmptyState
        icon={<Users className="size-10" aria-hidden />}
        title="You're not in a group yet"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={onJoin}>
              <KeyRound className="size-4" aria-hidden /> Join with code
            </Button>
            <Button onClick={onCreate}>
              <Plus className="size-4" aria-hidden /> Create Group
            </Button>
          </div>
        }
      >
        Create a group and invite friends, join one with an invite code, or ask to join a group below.
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {groups.map((g) => (
        <MyGroupCard
          key={g.id}
          group={g}
          onManage={() => onManage(g.id)}
          onRequests={() => onRequests(g.id)}
          onChat={() => chat.mutate(g.id)}
          chatPending={chat.isPending && chat.variables === g.id}
          onLeave={() => onLeave(g)}
        />
      ))}
    </div>
  );
}

/** Shown only when the user has sent any join request (spec §2). */
function JoinRequestHistory() {
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

function DiscoverSection({ onRequest }: { onRequest(group: DiscoverGroup): void }) {
  const [params, setParams] = useSearchParams();
  const filters = discoverFiltersFromParams(params);
  // The search box is local while typing and reaches the URL (and the API) after a short pause.
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);

  const apply = (next: DiscoverFilters) =>
    setParams(discoverFiltersToParams(next, params), { replace: true });

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const t = setTimeout(() => apply({ ...filters, q: text }), 300);
    return () => clearTimeout(t);
  });

  const discover = useDiscoverGroups(filters);
  const groups = discover.data?.groups ?? [];
  const filtered = filters.q !== "" || filters.budget !== "all";

  return (
    <section aria-labelledby="discover-groups">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="discover-groups" className="text-lg font-semibold text-stone-900">
            Discover Groups
          </h2>
          <p className="text-sm text-stone-500">The latest groups looking for a property.</p>
        </div>
      </div>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filters, q: text });
        }}
      >
        <div>
          <label htmlFor="discover-q" className="sr-only">
            Search groups
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
              aria-hidden
            />
            <Input
              id="discover-q"
              type="search"
              className="pl-9"
              placeholder="Search by name, description or area"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor="discover-budget" className="sr-only">
            Budget
          </label>
          <Select
            id="discover-budget"
            value={filters.budget}
            onChange={(e) =>
              apply({ ...filters, q: text, budget: e.target.value as DiscoverFilters["budget"] })
            }
          >
            {GROUP_BUDGET_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value === "all" ? o.label : `Budget: ${o.label}`}
              </option>
            ))}
          </Select>
        </div>
      </form>

      {discover.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : discover.isError ? (
        <ErrorState message="We couldn't load groups." onRetry={() => discover.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<Search className="size-10" aria-hidden />}
          title={filtered ? "No groups match your search" : "No groups to discover yet"}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => apply({ q: "", budget: "all" })}>
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered ? "Try another area or budget." : "Be the first: create a group and invite your friends."}
        </EmptyState>
      ) : (
        <div
          className="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 aria-busy:opacity-60"
          aria-busy={discover.isFetching || undefined}
        >
          {groups.map((g) => (
            <DiscoverGroupCard key={g.id} group={g} onRequest={() => onRequest(g)} />
          ))}
        </div>
      )}
    </section>
  );
}

function LeaveGroupDialog({
  group,
  onOpenChange,
}: {
  group: MyGroup | null;
  onOpenChange(open: boolean): void;
}) {
  const leave = useLeaveGroup();
  const closesGroup = group?.is_leader === true;
  return (
    <Dialog
      open={group !== null}
      onOpenChange={onOpenChange}
      title={closesGroup ? "Close this group?" : "Leave this group?"}
      description={
        group
          ? closesGroup
            ? `You're the only member of ${group.name}, so leaving closes the group.`
            : `You'll leave ${group.name}. You can rejoin later with the invite code if there's space.`
          : undefined
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Stay
        </Button>
        <Button
          variant="danger"
          loading={leave.isPending}
          onClick={() => group && leave.mutate(group, { onSuccess: () => onOpenChange(false) })}
        >
          {closesGroup ? "Close group" : "Leave group"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A group_invite notification opens /groups?invite={groupId}; closing the dialog drops the parameter. */
function InvitationFromLink() {
  const [params, setParams] = useSearchParams();
  const groupId = params.get("invite");
  return (
    <GroupInvitationDialog
      groupId={groupId}
      onClose={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete("invite");
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
