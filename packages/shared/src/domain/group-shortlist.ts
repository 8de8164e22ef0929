// The group shortlist (decision 060): the homes a group is weighing, each member's vote on each,
// and the order they are read in. Only current members' votes count; a member who leaves takes
// their votes with them.

export const SHORTLIST_VOTES = ["yes", "maybe", "no"] as const;
export type ShortlistVote = (typeof SHORTLIST_VOTES)[number];

/** What each vote adds to a home's score: a no outweighs a maybe and a yes together. */
export const VOTE_SCORES: Readonly<Record<ShortlistVote, number>> = { yes: 2, maybe: 1, no: -2 };

export const VOTE_LABELS: Readonly<Record<ShortlistVote, string>> = {
  yes: "Yes",
  maybe: "Maybe",
  no: "No",
};

/** A vote's optional reason is one line. */
export const VOTE_REASON_MAX = 140;
/** A comment in a home's row is a short note, not a second chat. */
export const SHORTLIST_COMMENT_MAX = 500;
/** How many homes a group's shortlist holds: enough to compare, few enough to decide. */
export const SHORTLIST_MAX = 50;

export const EVERYONES_IN = "Everyone's in";

export function shortlistScore(votes: readonly ShortlistVote[]): number {
  return votes.reduce((sum, vote) => sum + VOTE_SCORES[vote], 0);
}

/** Every current member voted yes (a group of one counts: it is their decision alone). */
export function everyonesIn(memberIds: readonly string[], yesVoters: readonly string[]): boolean {
  const yes = new Set(yesVoters);
  return memberIds.length > 0 && memberIds.every((id) => yes.has(id));
}

/** Highest score first; ties by the home added most recently. */
export function byScore<T extends { score: number; added_at: string }>(a: T, b: T): number {
  return b.score - a.score || b.added_at.localeCompare(a.added_at);
}

/** The other members' shortlist activity batches into one notification this often. */
export const SHORTLIST_DIGEST_MINUTES = 15;

export interface ShortlistActivity {
  /** Who added homes, and how many each. */
  added: readonly { name: string; count: number }[];
  votes: number;
  comments: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One line for a member: "Sam added 3 homes to the shortlist · 2 new votes · 1 new comment". */
export function shortlistActivityText(activity: ShortlistActivity): string {
  return [
    ...activity.added.map((a) => `${a.name} added ${plural(a.count, "home")} to the shortlist`),
    ...(activity.votes ? [`${plural(activity.votes, "new vote")}`] : []),
    ...(activity.comments ? [`${plural(activity.comments, "new comment")}`] : []),
  ].join(" · ");
}
