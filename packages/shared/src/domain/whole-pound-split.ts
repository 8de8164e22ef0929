// Splitting an amount of whole pounds between people so that the parts add up to it exactly
// (decision 061): each part is its weight's share rounded down, and the pounds that rounding leaves
// over go to one person, the group's leader. Nobody's part is ever rounded up, so the parts never
// come to more than the amount, as decision 038's rounding up did.

/**
 * `total` (whole pounds, ≥ 0) in parts proportional to `weights`, in whole pounds, adding up to
 * `total` exactly. Weights that are all zero (or none given) split it evenly. The leftover goes to
 * the part at `leaderIndex` (the first when out of range).
 */
export function splitWholePounds(total: number, weights: readonly number[], leaderIndex = 0): number[] {
  if (weights.length === 0) return [];
  const whole = Math.max(0, Math.round(total));
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  const even = sum === 0;
  const parts = clean.map((w) => Math.floor(even ? whole / clean.length : (whole * w) / sum));
  const leftover = whole - parts.reduce((a, b) => a + b, 0);
  const leader = leaderIndex >= 0 && leaderIndex < parts.length ? leaderIndex : 0;
  parts[leader] = (parts[leader] ?? 0) + leftover;
  return parts;
}
