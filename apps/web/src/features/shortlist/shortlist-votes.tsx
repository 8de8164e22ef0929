import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import {
  SHORTLIST_VOTES,
  type ShortlistVote,
  VOTE_LABELS,
  VOTE_REASON_MAX,
} from "@roost/shared/domain/group-shortlist.ts";
import { Meh, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../components/ui/cn.ts";
import { Input } from "../../components/ui/input.tsx";
import { failureText } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist } from "./shortlist.queries.ts";

const ICONS = { yes: ThumbsUp, maybe: Meh, no: ThumbsDown } as const;
const PICKED: Readonly<Record<ShortlistVote, string>> = {
  yes: "border-green-300 bg-green-50 text-green-800",
  maybe: "border-amber-300 bg-amber-50 text-amber-900",
  no: "border-red-300 bg-red-50 text-red-800",
};

/** The caller's vote (with an optional one-line reason) and everyone's, on one shortlisted home. */
export function ShortlistVotes({ groupId, home }: { groupId: string; home: ShortlistHome }) {
  const change = useChangeShortlist(groupId);
  const { user } = useAuth();
  const [reason, setReason] = useState(home.votes.find((v) => v.user_id === user?.id)?.reason ?? "");
  const reasonId = useId();
  const vote = (choice: ShortlistVote) =>
    change.mutate(
      { kind: "vote", propertyId: home.property.id, vote: choice, reason: reason.trim() },
      {
        onError: (e) =>
          notify("error", {
            title: "Your vote wasn't saved",
            description: failureText(e),
          }),
      },
    );
  return (
    <section aria-label="Votes" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <fieldset className="flex gap-2">
          <legend className="sr-only">Your vote on {home.property.address_line_1}</legend>
          {SHORTLIST_VOTES.map((choice) => {
            const Icon = ICONS[choice];
            const picked = home.my_vote === choice;
            return (
              <button
                key={choice}
                type="button"
                aria-pressed={picked}
                disabled={change.isPending}
                onClick={() => vote(choice)}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors disabled:opacity-60",
                  picked ? PICKED[choice] : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
                )}
              >
                <Icon className="size-4" aria-hidden /> {VOTE_LABELS[choice]}
              </button>
            );
          })}
        </fieldset>
        <label htmlFor={reasonId} className="sr-only">
          Why (optional, one line)
        </label>
        <Input
          id={reasonId}
          className="h-9 sm:max-w-xs"
          maxLength={VOTE_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value.replace(/[\r\n]/g, " "))}
          // A reason typed after voting is kept with that vote.
          onBlur={() => {
            const saved = home.votes.find((v) => v.user_id === user?.id)?.reason ?? "";
            if (home.my_vote && reason.trim() !== saved) vote(home.my_vote);
          }}
          placeholder="Why? (optional)"
        />
      </div>
      {home.votes.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Everyone's votes">
          {home.votes.map((v) => {
            const Icon = ICONS[v.vote];
            return (
              <li
                key={v.user_id}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1",
                  PICKED[v.vote],
                )}
              >
                <Icon className="size-3.5" aria-hidden />
                <span className="font-medium">{v.name}</span>
                <span className="sr-only">: {VOTE_LABELS[v.vote]}</span>
                {v.reason && <span className="text-stone-700">· {v.reason}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">No votes yet.</p>
      )}
    </section>
  );
}
