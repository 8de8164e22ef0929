// The signed-in student's group as housemate-prices.ts wants it: each member's name and own
// budget, and the group's per-person maximum (decision 038). Read in the browser only, after
// hydration: server-rendered pages, and any cache in front of them, stay the same for everyone.

import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import type { GroupForPrices } from "@roost/shared/domain/housemate-prices.ts";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "./api.ts";
import { useAuth } from "./auth.tsx";
import { queryKeys } from "./query-keys.ts";

const subscribeNever = () => () => {};

/**
 * `value` once the browser has taken over; `whileHydrating` on the server and while hydrating.
 * React renders a component again right after hydration when the two differ, and only then: a
 * card whose value is the same either way (an anonymous visitor's) costs nothing more.
 */
export function useAfterHydration<T>(value: T, whileHydrating: T): T {
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => whileHydrating,
  );
}

/** False on the server and while hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/** First names read better in "over Sam's budget": the display name's first word. */
function firstName(displayName: string | null): string | null {
  return displayName?.trim().split(/\s+/)[0] || null;
}

/**
 * `me`: the signed-in member's own budget from their profile, which is fresher than the group's
 * copy right after they change it on the profile page.
 */
export function toGroupForPrices(
  group: Pick<MyGroup, "members" | "budget_max">,
  me?: { userId: string; budgetMax: number | null },
): GroupForPrices {
  return {
    budgetMax: group.budget_max,
    members: group.members.map((m) => ({
      id: m.user_id,
      leader: m.role === "admin",
      name: firstName(m.display_name),
      budgetMax: m.user_id === me?.userId ? me.budgetMax : m.budget_max,
    })),
  };
}

/** Another member's budget change shows within this long, or when the window regains focus. */
const GROUP_STALE_MS = 30_000;

/**
 * The caller's group; null when there is none (signed out, not a student, in no group), undefined
 * while that is not known yet (loading, or rendering on the server). Shares GET /api/groups/mine's
 * cache with the groups page, so a change there shows here.
 */
export function useMyGroup(): MyGroup | null | undefined {
  const hydrated = useHydrated();
  const { profile, loading } = useAuth();
  const isStudent = profile?.user_type === "student";
  const mine = useQuery({
    queryKey: queryKeys.groups.mine,
    queryFn: () => api("/api/groups/mine"),
    enabled: hydrated && isStudent,
    staleTime: GROUP_STALE_MS,
    refetchOnWindowFocus: true,
  });
  if (!hydrated || loading) return undefined;
  if (!isStudent) return null;
  if (!mine.data) return mine.isError ? null : undefined;
  return mine.data.groups[0] ?? null;
}

/** The caller's group for price figures, as useMyGroup says it. */
export function useHousemateGroup(): GroupForPrices | null | undefined {
  const group = useMyGroup();
  const { user, profile } = useAuth();
  if (!group) return group;
  const me = user && profile ? { userId: user.id, budgetMax: profile.budget_max } : undefined;
  return toGroupForPrices(group, me);
}
