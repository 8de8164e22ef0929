// What each housemate would pay (decision 038): a listing's rent split over a
// tenant group and checked against every member's own maximum budget (profile budget_max) and the
// group's per-person maximum (group budget_max). Computed in the browser from the group's data, so
// public pages and shared caches stay the same for everyone; the server filters and sorts on the
// same per-person figure (perPersonRentSql mirrors perPersonRent) and tells landlords only the verdict.

import { formatPounds, parseRent, type RoomRent } from "./price.ts";

export const TOO_SMALL_FOR_GROUP = "Too small for your group";

export interface ListingForGroup {
  /** A missing advert type is a whole-property advert, as in price.ts. */
  advertType?: string | null;
  monthlyRent?: number | null;
  bedrooms?: number | null;
  rooms?: readonly (RoomRent & { name?: string | null })[] | null;
  billsIncluded?: boolean;
}

export interface Housemate {
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

export interface RoomPrice {
  name: string;
  rent: number;
  fit: BudgetFit;
}

export type HousematePrices =
  | { kind: "no_price" }
  | { kind: "too_small"; groupSize: number }
  | {
      kind: "per_person";
      /** What each member pays: ceil(rent / group size), or for room adverts the cheapest room. */
      perPerson: number;
      /** Room adverts: "From £X each", and the rooms listed one by one. */
      rooms: RoomPrice[] | null;
      billsIncluded: boolean;
      fit: BudgetFit;
    };

function isRoomAdvert(listing: ListingForGroup): boolean {
  return listing.advertType === "individual_rooms";
}

function pricedRooms(listing: ListingForGroup): { name: string; rent: number }[] {
  const rooms = Array.isArray(listing.rooms) ? listing.rooms : [];
  return rooms.flatMap((room, index) => {
    const rent = parseRent(room?.monthlyRent);
    return rent === null ? [] : [{ name: room?.name?.trim() || `Room ${index + 1}`, rent: Math.ceil(rent) }];
  });
}

/**
 * The per-person rent a group of `groupSize` pays, the figure search filters and sorts on:
 * a whole property split evenly, rounded up to the pound (the landlord must receive the whole
 * rent), when it has a bedroom for everyone; a room advert's cheapest room when it lists a priced
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

/** `rent` per person against every member's own budget and the group's per-person maximum. */
export function budgetFit(rent: number, group: GroupForPrices): BudgetFit {
  const over: OverBudget[] = [];
  let known = 0;
  for (const member of group.members) {
    if (member.budgetMax === null) continue;
    known += 1;
    if (rent > member.budgetMax)
      over.push({ name: member.name ?? "a housemate", by: rent - member.budgetMax });
  }
  if (group.budgetMax !== null && rent > group.budgetMax)
    over.push({ name: null, by: rent - group.budgetMax });
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

export function housematePrices(listing: ListingForGroup, group: GroupForPrices): HousematePrices {
  const size = Math.max(1, group.members.length);
  const perPerson = perPersonRent(listing, size);
  if (perPerson === null) return { kind: "no_price" };
  if (perPerson === "too_small") return { kind: "too_small", groupSize: size };
  const rooms = isRoomAdvert(listing)
    ? pricedRooms(listing).map((room) => ({ ...room, fit: budgetFit(room.rent, group) }))
    : null;
  return {
    kind: "per_person",
    perPerson,
    rooms,
    billsIncluded: listing.billsIncluded === true,
    fit: budgetFit(perPerson, group),
  };
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

/** "£480 each — fits all 4 budgets"; "From £450 each — …" for room adverts. */
export function housemateSummary(prices: HousematePrices): string {
  if (prices.kind === "no_price") return "";
  if (prices.kind === "too_small") return TOO_SMALL_FOR_GROUP;
  const each = `${prices.rooms ? "From " : ""}${formatPounds(prices.perPerson)} each`;
  return `${each} — ${fitText(prices.fit)}`;
}

export function billsText(billsIncluded: boolean): string {
  return billsIncluded ? "bills included" : "plus bills";
}

// ---------------------------------------------------------------- the landlord's verdict

/**
 * What a landlord learns of a group's budgets: a verdict and how many are known, never whose
 * budget or by how much (decision 038). covers: every member's budget is known and fits;
 * covers_known: the known ones fit; short: at least one does not; unknown: none is known.
 */
export const BUDGET_VERDICTS = ["covers", "covers_known", "short", "unknown"] as const;
export type BudgetVerdict = (typeof BUDGET_VERDICTS)[number];

export interface GroupBudgetVerdict {
  verdict: BudgetVerdict;
  known: number;
  total: number;
}

/** Null when the listing has no price, or too few bedrooms or rooms for the group to compare. */
export function groupBudgetVerdict(
  listing: ListingForGroup,
  group: GroupForPrices,
): GroupBudgetVerdict | null {
  const prices = housematePrices(listing, group);
  if (prices.kind !== "per_person") return null;
  const { fit } = prices;
  const verdict: BudgetVerdict = !fit.fitsKnown
    ? "short"
    : fit.fitsAll
      ? "covers"
      : fit.known > 0 || group.budgetMax !== null
        ? "covers_known"
        : "unknown";
  return { verdict, known: fit.known, total: fit.total };
}

/** "Budgets cover the rent: 3 of 4 members' budgets known". */
export function groupBudgetVerdictText({ verdict, known, total }: GroupBudgetVerdict): string {
  const members = `${known} of ${total} ${total === 1 ? "member's budget" : "members' budgets"} known`;
  switch (verdict) {
    case "covers":
      return `Budgets cover the rent: ${total === 1 ? "the member's budget" : `all ${total} members' budgets`} known`;
    case "covers_known":
      return `Budgets cover the rent: ${members}`;
    case "short":
      return `Budgets fall short of the rent: ${members}`;
    case "unknown":
      return "Budgets not known: no member has given one yet";
  }
}
