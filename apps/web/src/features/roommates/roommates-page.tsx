import type {
  ConnectRequestWithPeople,
  RoommateCard as RoommateCardData,
} from "@roost/shared/contracts/roommates.ts";
import { needsProfileCompletionHint, universityText } from "@roost/shared/domain/profile.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import {
  ArrowLeft,
  BadgeCheck,
  Check,
  Clock,
  GraduationCap,
  Info,
  Search,
  UserSearch,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge, EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Input, Select } from "../../components/ui/input.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { budgetRangeText, InviteToGroupButton } from "../groups/index.ts";
import {
  CompatibilityMeter,
  ConnectControls,
  ConnectDialog,
  ProfileViewDialog,
  useRespondConnectRequest,
} from "../student-profile/index.ts";
import {
  EMPTY_ROOMMATE_FILTERS,
  ROOMMATE_BUDGET_OPTIONS,
  type RoommateFilters,
  roommateFiltersFromParams,
  roommateFiltersToParams,
  UNIVERSITY_OPTIONS,
} from "./roommate-filters.ts";
import { useConnectRequests, useRoommates } from "./roommates.queries.ts";

function uniqueRoommates(cards: RoommateCardData[]): RoommateCardData[] {
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(c.user_id) && seen.add(c.user_id));
}

/** /roommates (spec §2 Roommates): pending requests, filters, roommate cards, Profile View. */
export function RoommatesPage() {
  usePageMeta("Find Roommates");
  const { profile } = useAuth();
  const [viewing, setViewing] = useState<string | null>(null);
  const [connectTo, setConnectTo] = useState<{ user_id: string; name: string } | null>(null);

  return (
    <div className="space-y-8">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to dashboard
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-stone-900 sm:text-3xl">Find Roommates</h1>
        <p className="mt-1 text-sm text-stone-600">
          Meet students looking for housemates. Best matches for you come first.
        </p>
      </div>

      {profile && needsProfileCompletionHint(profile) && (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <Info className="size-5 shrink-0 text-amber-700" aria-hidden />
          <p className="flex-1 text-sm text-amber-900">
            <span className="font-semibold">Complete your profile for better matches.</span> Add your bio,
            university and budget so other students know who you are.
          </p>
          <Button asChild variant="accent" size="sm">
            <Link to="/profile">Complete profile</Link>
          </Button>
        </div>
      )}

      <PendingRequests onView={setViewing} />

      <RoommateResults onView={setViewing} onConnect={setConnectTo} />

      <ProfileViewDialog
        userId={viewing}
        onOpenChange={(o) => !o && setViewing(null)}
        viewerType={profile?.user_type ?? "student"}
        context="roommates"
      />
      <ConnectDialog person={connectTo} onOpenChange={(o) => !o && setConnectTo(null)} />
    </div>
  );
}

function PendingRequests({ onView }: { onView(userId: string): void }) {
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
  const respond = useRespondConnectRequest();
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
          <Button
            size="sm"
            variant="secondary"
            className="flex-1 sm:flex-none"
            loading={respond.isPending && respond.variables?.accept === false}
            disabled={respond.isPending}
            onClick={() => respond.mutate({ requestId: request.id, accept: false })}
            aria-label={`Reject connect request from ${name}`}
          >
            <X className="size-4" aria-hidden /> Reject
          </Button>
          <Button
            size="sm"
            className="flex-1 sm:flex-none"
            loading={respond.isPending && respond.variables?.accept === true}
            disabled={respond.isPending}
            onClick={() => respond.mutate({ requestId: request.id, accept: true })}
            aria-label={`Accept connect request from ${name}`}
          >
            <Check className="size-4" aria-hidden /> Accept
          </Button>
        </div>
      ) : (
        <Badge tone="amber" className="self-start sm:self-center">
          <Clock className="size-3" aria-hidden /> Request Sent
        </Badge>
      )}
    </li>
  );
}

function RoommateResults({
  onView,
  onConnect,
}: {
  onView(userId: string): void;
  onConnect(person: { user_id: string; name: string }): void;
}) {
  const [params, setParams] = useSearchParams();
  const filters = roommateFiltersFromParams(params);
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const apply = (next: RoommateFilters) =>
    setParams(roommateFiltersToParams(next, params), { replace: true });

  // The search reaches the URL (and the API) after a short typing pause.
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const t = setTimeout(() => apply({ ...filters, q: text }), 300);
    return () => clearTimeout(t);
  });

  const roommates = useRoommates(filters);
  // A card can move between pages while paging (a profile edited meanwhile): show it once.
  const list = uniqueRoommates(roommates.data?.pages.flatMap((page) => page.roommates) ?? []);
  const loadMoreFailed = roommates.isFetchNextPageError;
  const filtered = filters.q !== "" || filters.university !== "all" || filters.budget !== "all";

  return (
    <section aria-labelledby="roommate-results">
      <h2 id="roommate-results" className="sr-only">
        Students
      </h2>
      <form
        className="mb-4 grid gap-3 md:grid-cols-[1fr_13rem_11rem]"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filters, q: text });
        }}
      >
        <div className="relative">
          <label htmlFor="roommate-q" className="sr-only">
            Search students
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <Input
            id="roommate-q"
            type="search"
            className="pl-9"
            placeholder="Search by name, interests or area"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:contents">
          <div>
            <label htmlFor="roommate-university" className="sr-only">
              University
            </label>
            <Select
              id="roommate-university"
              value={filters.university}
              onChange={(e) => apply({ ...filters, q: text, university: e.target.value })}
            >
              {UNIVERSITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor="roommate-budget" className="sr-only">
              Budget
            </label>
            <Select
              id="roommate-budget"
              value={filters.budget}
              onChange={(e) =>
                apply({ ...filters, q: text, budget: e.target.value as RoommateFilters["budget"] })
              }
            >
              {ROOMMATE_BUDGET_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </form>

      {roommates.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : roommates.isError ? (
        <ErrorState message="We couldn't load students." onRetry={() => roommates.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<UserSearch className="size-10" aria-hidden />}
          title={filtered ? "No students match your filters" : "No other students yet"}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setText("");
                  apply(EMPTY_ROOMMATE_FILTERS);
                }}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? "Try a different university, budget or search."
            : "Check back soon as more students join."}
        </EmptyState>
      ) : (
        <ul
          className="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 aria-busy:opacity-60"
          aria-busy={roommates.isFetching || undefined}
        >
          {list.map((r) => (
            <li key={r.user_id} className="flex">
              <RoommateCard roommate={r} onView={() => onView(r.user_id)} onConnect={onConnect} />
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && (roommates.hasNextPage || loadMoreFailed) && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {loadMoreFailed && (
            <p role="alert" className="text-sm font-medium text-red-700">
              We couldn't load more students. Please try again.
            </p>
          )}
          <Button
            variant="secondary"
            size="lg"
            className="min-w-48"
            loading={roommates.isFetchingNextPage}
            onClick={() => roommates.fetchNextPage()}
          >
            {roommates.isFetchingNextPage ? "Loading…" : loadMoreFailed ? "Try again" : "Load more"}
          </Button>
        </div>
      )}
    </section>
  );
}

function RoommateCard({
  roommate,
  onView,
  onConnect,
}: {
  roommate: RoommateCardData;
  onView(): void;
  onConnect(person: { user_id: string; name: string }): void;
}) {
  const name = roommate.display_name || "Student";
  const budget = budgetRangeText(roommate.budget_min, roommate.budget_max);
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start gap-3">
        <Avatar src={roommate.avatar_url} name={roommate.display_name} size={56} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-stone-900">{name}</h3>
          {roommate.badges.some((b) => b.badge_type === "verified_renter") && (
            <Badge tone="green" className="mt-0.5">
              <BadgeCheck className="size-3.5" aria-hidden /> Verified Renter
            </Badge>
          )}
          <p className="flex items-start gap-1.5 text-sm leading-5 text-stone-600">
            <GraduationCap className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
            <span>{universityText(roommate.university)}</span>
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-stone-500">
            {roommate.current_year && <span>{roommate.current_year}</span>}
            <span>{budget ? `${budget} / month` : "Budget not set"}</span>
          </p>
        </div>
      </div>
      {roommate.bio && <p className="mt-3 line-clamp-2 text-sm text-stone-600">{roommate.bio}</p>}
      <div className="mt-3">
        <CompatibilityMeter compatibility={roommate.compatibility} compact />
      </div>
      <div className="mt-auto flex flex-col gap-2 pt-4">
        <ConnectControls
          userId={roommate.user_id}
          name={name}
          state={roommate.connect_state}
          request={roommate.connect_request}
          onConnect={() => onConnect({ user_id: roommate.user_id, name })}
          fullWidth
        />
        <InviteToGroupButton userId={roommate.user_id} name={name} fullWidth />
        <Button variant="ghost" size="sm" onClick={onView} aria-label={`View profile of ${name}`}>
          View Profile
        </Button>
      </div>
    </Card>
  );
}
