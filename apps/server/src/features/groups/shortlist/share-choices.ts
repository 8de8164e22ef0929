// A shortlisted home's split rows (group_shortlist_shares) as the shared rule and the API take
// them: premiums above zero and rooms claimed, by member id (decision 061).

interface ShareRow {
  userId: string;
  premium: number;
  roomIndex: number | null;
}

export function shareChoicesOf(rows: readonly ShareRow[]) {
  return {
    premiums: Object.fromEntries(rows.filter((r) => r.premium > 0).map((r) => [r.userId, r.premium])),
    rooms: Object.fromEntries(rows.flatMap((r) => (r.roomIndex === null ? [] : [[r.userId, r.roomIndex]]))),
  };
}
