// Per-person prices (decisions 038, 052, 061): the figure every visitor sees beside a price, the
// figure search filters and sorts a group's results on (perPersonRentSql mirrors perPersonRent),
// and the check of what members pay against each one's own maximum budget (profile budget_max) and
// the group's per-person maximum (group budget_max). What each member of a group really pays is
// housemate-shares.ts.

import { formatPounds, parseRent, type RoomRent } from "./price.ts";

export const TOO_SMALL_FOR_GROUP = "Too small for your group";

export interface ListingForGroup {
  /** A missing advert type is a whole-property advert, as in price.ts. */
  advertType?: string | null;
  monthlyRent?: number | null;
  bedrooms?: number | null;
  rooms?: readonly (RoomRent & { name?: string | null })[] | null;
  billsIncluded?: boolean;
  /** The tenancy deposit, whole pounds; null when the advert does not say. */
  deposit?: number | null;
}

export interface Housemate {
  /** The member's user id: what their room claim and premium are keyed by. */
  id?: string;
  /** The group's leader pays the pounds an even split leaves over. */
  leader?: boolean;
  /** Null when the profile has none; shown as "a housemate". */
  name: string | null;
  /** The member's own maximum budget (profile budget_max), whole pounds; null when not given. */
  budgetMax: number | null;
}

export interface GroupForPrices {
  members: readonly Housemate[];
  /** The group's per-person maximum (group budget_max); null when not given. */
  budgetMax: number | null;
}

/** One budget the rent is over: whose, and by how much. */
export interface OverBudget {
  /** A member's name, "a housemate" for a nameless one, or null for the group's own budget. */
  name: string | null;
  by: number;
}

export interface BudgetFit {
  /** Members whose own budget is known. */
  known: number;
  /** Group size. */
  total: number;
  /** Every budget the rent goes over (members first, in group order, then the group's). */
  over: OverBudget[];
  /** No known budget is exceeded (true too when nothing is known: nothing says it does not fit). */
  fitsKnown: boolean;
  /** Fits, and every member's budget is known. */
  fitsAll: boolean;
}

export function isRoomAdvert(listing: ListingForGroup): boolean {
  return listing.advertType === "individual_rooms";
}

/** A room advert's room that has a price: its place in the advert's list, its name, whole pounds. */
export interface PricedRoom {
  index: number;
  name: string;
  rent: number;
}

export function pricedRooms(listing: ListingForGroup): PricedRoom[] {
  const rooms = Array.isArray(listing.rooms) ? listing.rooms : [];
  return rooms.flatMap((room, index) => {
    const rent = parseRent(room?.monthlyRent);
    return rent === null
      ? []
      : [{ index, name: room?.name?.trim() || `Room ${index + 1}`, rent: Math.ceil(rent) }];
  });
}

/**
 * The per-person figure search filters and sorts a group's results on (one number per home, so one
 * prepared SQL shape serves every group): a whole property split evenly, rounded up to the pound,
 * when it has a bedroom for everyone; a room advert's cheapest room when it lists a priced
 * room for everyone. "too_small" when it has not; null when there is no price to split.
 */
export function perPersonRent(listing: ListingForGroup, groupSize: number): number | "too_small" | null {
  const size = Math.max(1, Math.floor(groupSize));
  if (isRoomAdvert(listing)) {
    const rooms = pricedRooms(listing);
    if (rooms.length === 0) return null;
    if (rooms.length < size) return "too_small";
    return Math.min(...rooms.map((r) => r.rent));
  }
  const rent = parseRent(listing.monthlyRent);
  if (rent === null) return null;
  if ((listing.bedrooms ?? 0) < size) return "too_small";
  return Math.ceil(rent / size);
}

/**
 * What one person pays a month, for anyone looking (no group, so the same on every page): a whole
 * home's rent split over its bedrooms, rounded up (a studio, with none, is one person's); a room
 * advert's cheapest priced room. Null when there is no price.
 */
export function perPersonMonthly(listing: ListingForGroup): number | null {
  if (isRoomAdvert(listing)) {
    const rents = pricedRooms(listing).map((room) => room.rent);
    return rents.length > 0 ? Math.min(...rents) : null;
  }
  const rent = parseRent(listing.monthlyRent);
  return rent === null ? null : Math.ceil(rent / Math.max(listing.bedrooms ?? 1, 1));
}

/** A monthly amount per week, as student lets are compared: × 12 ÷ 52, rounded up to the pound. */
export function perWeek(monthly: number): number {
  return Math.ceil((Math.ceil(monthly) * 12) / 52);
}

/**
 * "£115 pppw"; null when there is no price. Always shown beside the monthly price, whose "From"
 * already says that a room advert's figure is its cheapest room.
 */
export function perPersonPerWeekText(listing: ListingForGroup): string | null {
  const monthly = perPersonMonthly(listing);
  return monthly === null ? null : `${formatPounds(perWeek(monthly))} pppw`;
}

/**
 * What each member pays against their own budget, and the most anyone pays against the group's
 * per-person maximum. `rents[i]` is member i's share; one number is the same share for everyone.
 */
export function budgetFit(rents: number | readonly number[], group: GroupForPrices): BudgetFit {
  const shareOf = (i: number) => (typeof rents === "number" ? rents : (rents[i] ?? 0));
  const over: OverBudget[] = [];
  let known = 0;
  group.members.forEach((member, i) => {
    if (member.budgetMax === null) return;
    known += 1;
    if (shareOf(i) > member.budgetMax)
      over.push({ name: member.name ?? "a housemate", by: shareOf(i) - member.budgetMax });
  });
  const most = Math.max(...group.members.map((_, i) => shareOf(i)), typeof rents === "number" ? rents : 0);
  if (group.budgetMax !== null && most > group.budgetMax)
    over.push({ name: null, by: most - group.budgetMax });
  const total = group.members.length;
  const fitsKnown = over.length === 0;
  return { known, total, over, fitsKnown, fitsAll: fitsKnown && known === total && total > 0 };
}

/**
 * The highest per-person rent that fits every known budget, or null when no budget is known: what
 * the browser puts in the search URL as per_person_max for "Fits my group".
 */
export function groupPerPersonMax(group: GroupForPrices): number | null {
  const budgets = [...group.members.map((m) => m.budgetMax), group.budgetMax].filter(
    (b): b is number => b !== null,
  );
  return budgets.length === 0 ? null : Math.min(...budgets);
}

// ---------------------------------------------------------------- texts

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

function overText(item: OverBudget): string {
  return item.name === null
    ? `the group's budget by ${formatPounds(item.by)}`
    : `${possessive(item.name)} budget by ${formatPounds(item.by)}`;
}

/** "3 of 4 budgets known". */
export function budgetsKnownText(fit: Pick<BudgetFit, "known" | "total">): string {
  return `${fit.known} of ${fit.total} ${fit.total === 1 ? "budget" : "budgets"} known`;
}

/**
 * The verdict: "fits all 4 budgets", "fits the 3 known budgets", "over Sam's budget by £40",
 * "over Sam's budget by £40 and Alex's budget by £10", "over 3 budgets (by up to £60)".
 */
export function fitText(fit: BudgetFit): string {
  if (fit.over.length === 1) return `over ${overText(fit.over[0] as OverBudget)}`;
  if (fit.over.length === 2)
    return `over ${overText(fit.over[0] as OverBudget)} and ${overText(fit.over[1] as OverBudget)}`;
  if (fit.over.length > 2) {
    return `over ${fit.over.length} budgets (by up to ${formatPounds(Math.max(...fit.over.map((o) => o.by)))})`;
  }
  if (fit.fitsAll) return fit.total === 1 ? "fits your budget" : `fits all ${fit.total} budgets`;
  if (fit.known === 0) return "no budgets known yet";
  return `fits the ${fit.known} known ${fit.known === 1 ? "budget" : "budgets"}`;
}

export function billsText(billsIncluded: boolean): string {
  return billsIncluded ? "bills included" : "plus bills";
}
