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
