import type { DiscoverGroup, MyGroup } from "@roost/shared/contracts/groups.ts";
import { ArrowLeft, KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { DiscoverSection } from "./discover-section.tsx";
import { CreateGroupDialog, JoinByCodeDialog, RequestToJoinDialog } from "./group-dialogs.tsx";
import { GroupInvitationDialog } from "./group-invites.tsx";
import { useMyGroups } from "./groups.queries.ts";
import { JoinRequestHistory } from "./join-request-history.tsx";
import { JoinRequestsDialog } from "./join-requests-dialog.tsx";
import { LeaveGroupDialog } from "./leave-group-dialog.tsx";
import { ManageGroupDialog } from "./manage-group-dialog.tsx";
import { MyGroupsList } from "./my-groups-list.tsx";

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
