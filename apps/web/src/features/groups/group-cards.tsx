import type { DiscoverGroup, MyGroup } from "@roost/shared/contracts/groups.ts";
import { plusMore } from "@roost/shared/domain/badges.ts";
import { GROUP_ROLE_LABELS } from "@roost/shared/domain/groups.ts";
import {
  Copy,
  Crown,
  Inbox,
  ListChecks,
  LogOut,
  MapPin,
  MessageSquare,
  PoundSterling,
  Settings,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import {
  budgetRangeText,
  canLeaveGroup,
  joinBlockedText,
  memberCountText,
  requestsButtonLabel,
} from "./group-view.ts";
import { copyInviteCode } from "./groups.queries.ts";

const MAX_AVATARS = 5;

export function LocationChips({ locations }: { locations: readonly string[] }) {
  const { shown, moreLabel, more } = plusMore(locations);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="Preferred locations">
      <MapPin className="size-4 text-stone-400" aria-hidden />
      {shown.map((l) => (
        <li key={l}>
          <Badge tone="brand">{l}</Badge>
        </li>
      ))}
      {moreLabel && (
        <li>
          <span title={locations.slice(shown.length).join(", ")}>
            <Badge>
              <span aria-hidden>{moreLabel}</span>
              <span className="sr-only">{`${more} more`}</span>
            </Badge>
          </span>
        </li>
      )}
    </ul>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
      <span className="text-stone-400">{icon}</span>
      {children}
    </span>
  );
}

function AvatarStack({ members }: { members: MyGroup["members"] }) {
  const shown = members.slice(0, MAX_AVATARS);
  const extra = members.length - shown.length;
  return (
    <div className="flex -space-x-1">
      {shown.map((m) => (
        <span key={m.user_id} title={m.display_name ?? undefined} className="rounded-full ring-2 ring-white">
          <Avatar src={m.avatar_url} name={m.display_name} size={32} />
        </span>
      ))}
      {extra > 0 && (
        <span className="flex size-8 items-center justify-center rounded-full bg-stone-100 text-xs font-semibold text-stone-600 ring-2 ring-white">
          +{extra}
        </span>
      )}
    </div>
  );
}

export function MyGroupCard({
  group,
  onManage,
  onRequests,
  onChat,
  chatPending,
  onLeave,
}: {
  group: MyGroup;
  onManage(): void;
  onRequests(): void;
  onChat(): void;
  chatPending: boolean;
  onLeave(): void;
}) {
  const budget = budgetRangeText(group.budget_min, group.budget_max);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-stone-100 bg-gradient-to-r from-brand-50 to-white px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold text-stone-900">{group.name}</h3>
              {group.is_leader ? (
                <Badge tone="amber">
                  <Crown className="size-3" aria-hidden /> {GROUP_ROLE_LABELS.admin}
                </Badge>
              ) : (
                <Badge>{GROUP_ROLE_LABELS.member}</Badge>
              )}
              {group.is_full && <Badge tone="red">Full</Badge>}
            </div>
            {group.description && <p className="mt-1 text-sm text-stone-600">{group.description}</p>}
          </div>
          <div className="flex items-center gap-2">
            <AvatarStack members={group.members} />
          </div>
        </div>
      </div>
      <div className="space-y-4 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Fact icon={<Users className="size-4" aria-hidden />}>
            {memberCountText(group.member_count, group.max_members)}
          </Fact>
          <Fact icon={<PoundSterling className="size-4" aria-hidden />}>
            {budget ? `${budget} / month` : "No budget set"}
          </Fact>
        </div>
        <LocationChips locations={group.preferred_locations} />
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-50 px-3 py-2">
          <span className="text-xs font-medium uppercase tracking-wide text-stone-500">Invite code</span>
          <code className="font-mono text-base font-semibold tracking-[0.2em] text-stone-900">
            {group.invite_code}
          </code>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            onClick={() => copyInviteCode(group.invite_code)}
            aria-label={`Copy invite code ${group.invite_code}`}
          >
            <Copy className="size-4" aria-hidden /> Copy
          </Button>
        </div>
        {!group.is_leader && (
          <p className="text-xs text-stone-500">
            Only the group leader can change settings or accept new members. Share the invite code with
            friends.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onChat} loading={chatPending}>
            {!chatPending && <MessageSquare className="size-4" aria-hidden />} Group chat
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/groups/${group.id}/shortlist`}>
              <ListChecks className="size-4" aria-hidden /> Shortlist
            </Link>
          </Button>
          {group.is_leader && (
            <>
              <Button variant="secondary" onClick={onManage}>
                <Settings className="size-4" aria-hidden /> Manage
              </Button>
              <Button variant="secondary" onClick={onRequests}>
                <Inbox className="size-4" aria-hidden /> {requestsButtonLabel(group.pending_request_count)}
                {group.pending_request_count > 0 && (
                  <span className="size-2 rounded-full bg-accent-500" aria-hidden />
                )}
              </Button>
            </>
          )}
          {canLeaveGroup(group) && (
            <Button variant="ghost" className="text-stone-600 sm:ml-auto" onClick={onLeave}>
              <LogOut className="size-4" aria-hidden /> Leave group
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

export function DiscoverGroupCard({ group, onRequest }: { group: DiscoverGroup; onRequest(): void }) {
  const budget = budgetRangeText(group.budget_min, group.budget_max);
  const blocked = joinBlockedText(group.join_blocked_reason);
  const reasonId = `join-reason-${group.id}`;
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold text-stone-900">{group.name}</h3>
        {group.is_full && <Badge tone="red">Full</Badge>}
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm text-stone-600">
        <Avatar src={group.creator?.avatar_url} name={group.creator?.display_name} size={24} />
        <span className="truncate">
          Created by{" "}
          <span className="font-medium text-stone-800">{group.creator?.display_name || "a student"}</span>
        </span>
      </div>
      {group.description && <p className="mt-3 line-clamp-3 text-sm text-stone-600">{group.description}</p>}
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5">
        <Fact icon={<Users className="size-4" aria-hidden />}>
          {memberCountText(group.member_count, group.max_members)}
        </Fact>
        <Fact icon={<PoundSterling className="size-4" aria-hidden />}>
          {budget ? `${budget} / month` : "Budget flexible"}
        </Fact>
      </div>
      <div className="mt-3">
        <LocationChips locations={group.preferred_locations} />
      </div>
      <div className="mt-auto pt-4">
        <Button
          className="w-full"
          variant={group.can_join ? "primary" : "secondary"}
          disabled={!group.can_join}
          onClick={onRequest}
          aria-describedby={blocked ? reasonId : undefined}
        >
          Request to join
        </Button>
        {blocked && (
          <p id={reasonId} className="mt-2 text-center text-xs text-stone-500">
            {blocked}
          </p>
        )}
      </div>
    </Card>
  );
}
