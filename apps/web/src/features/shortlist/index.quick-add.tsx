// Adding a home to the group's shortlist from where homes are listed: a search card's menu and the
// map's card. Only these gates (under 1 KB gzip) are part of those pages' first load; the controls
// themselves (Radix's menu, the shortlist's queries) are chunks of their own, downloaded once the
// person turns out to be a student in a group (decision 040). Nothing is rendered for anyone else,
// and nothing before hydration (useMyGroup), so the server's page and its layout are everyone's.
import { type ComponentType, lazy, Suspense } from "react";
import { useMyGroup } from "../../lib/housemate-group.ts";

/** `Part`, shown to a member of a group with that group's id; nothing for anyone else. */
function forGroupMembers<Props extends object>(Part: ComponentType<Props & { groupId: string }>) {
  return function GroupMembersOnly(props: Props) {
    const group = useMyGroup();
    if (!group) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} groupId={group.id} />
      </Suspense>
    );
  };
}

/** The card's "More actions" menu. */
export const ShortlistCardMenu = forGroupMembers<{ propertyId: string; title: string }>(
  lazy(async () => ({ default: (await import("./shortlist-card-menu.tsx")).ShortlistCardMenu })),
);

/** The property page's button, for where a home is shown small (the map's card). */
export const ShortlistQuickButton = forGroupMembers<{ propertyId: string; size?: "sm" | "md" }>(
  lazy(async () => ({ default: (await import("./shortlist-button.tsx")).ShortlistToggle })),
);
