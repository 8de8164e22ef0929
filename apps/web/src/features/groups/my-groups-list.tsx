import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import { KeyRound, Plus, Users } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { MyGroupCard } from "./group-cards.tsx";
import { type useMyGroups, useStartGroupChat } from "./groups.queries.ts";

/** The groups the user belongs to, or how to get into one; each card's actions open the page's dialogs. */
export function MyGroupsList({
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
