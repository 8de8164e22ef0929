// Count badges of spec §2/§9: unread notifications capped at "9+", preferred locations "+N".

import { PREFERRED_LOCATIONS_SHOWN, UNREAD_BADGE_CAP } from "./constants.ts";

/** Null means "render no badge", which is what a zero (or nonsense) count should do. */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count > UNREAD_BADGE_CAP) return `${UNREAD_BADGE_CAP}+`;
  return String(Math.floor(count));
}

export interface PlusMore<T> {
  shown: T[];
  more: number;
  /** "+N", or null when nothing is hidden. */
  moreLabel: string | null;
}

export function plusMore<T>(
  list: readonly T[] | null | undefined,
  shown: number = PREFERRED_LOCATIONS_SHOWN,
): PlusMore<T> {
  const items = list ?? [];
  const limit = Math.max(0, Math.floor(shown));
  const more = Math.max(0, items.length - limit);
  return { shown: items.slice(0, limit), more, moreLabel: more > 0 ? `+${more}` : null };
}
