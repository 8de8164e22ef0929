// What each housemate really pays (decision 061): a listing's rent, deposit and bills split over a
// tenant group in whole pounds that add up exactly to what the landlord asks. A whole home is
// split evenly, or with premiums the group sets for the larger rooms; the pounds left over go to
// the leader. In a room advert each member pays the room they claimed, and a member who has not
// claimed one is counted in the cheapest room left. The browser works it out for the group's own
// pages; the server uses the same rule for the landlord's budget verdict.

import {
  type BudgetFit,
  budgetFit,
  fitText,
  type GroupForPrices,
  isRoomAdvert,
  type ListingForGroup,
  type PricedRoom,
  perWeek,
  pricedRooms,
  TOO_SMALL_FOR_GROUP,
} from "./housemate-prices.ts";
import { formatPounds, parseRent } from "./price.ts";
import { splitWholePounds } from "./whole-pound-split.ts";

/**
 * Energy and water for a typical household, the default bills estimate when the rent does not
 * include bills. Dated and sourced so it can be seen to be stale: Ofgem's price cap for a typical
 * dual-fuel household paying by direct debit, 1 January – 31 March 2026 (£1,758 a year), and Water
 * UK's average water and sewerage bill in England and Wales for 2026–27 (£639 a year). Broadband
 * and a TV licence are not in it; the group can set its own figure.
 */
export const BILLS_ESTIMATE = {
  asOf: "2026-01-01",
  energyPerYear: 1758,
  waterPerYear: 639,
  source: "Ofgem price cap, typical dual-fuel household, Jan–Mar 2026; Water UK average water bill, 2026–27",
} as const;

/** The most a group may set as its own bills estimate, per person per month. */
export const BILLS_ESTIMATE_MAX = 1000;

/** The largest premium over an even share a group may set for one member, a month. */
export const SHARE_PREMIUM_MAX = 2000;

/** The default bills estimate per person per month: the household's energy and water, shared. */
export function defaultBillsPerPerson(groupSize: number): number {
  const monthly = (BILLS_ESTIMATE.energyPerYear + BILLS_ESTIMATE.waterPerYear) / 12;
  return Math.ceil(monthly / Math.max(1, Math.floor(groupSize)));
}

/** The split a group chose for one home, keyed by member id. Anything not chosen is even. */
export interface ShareChoices {
  /** Whole-home adverts: pounds a month a member pays over an even share (a larger or en-suite room). */
  premiums?: Readonly<Record<string, number>>;
  /** Room adverts: the index, in the advert's rooms, of the room a member claimed. */
  rooms?: Readonly<Record<string, number>>;
}

export interface MemberShare {
  id: string | undefined;
  name: string | null;
  leader: boolean;
  /** Rent a month, whole pounds. */
  rent: number;
  /** The same a week (× 12 ÷ 52, rounded up). */
  rentPerWeek: number;
  /** Whole homes: the premium over an even share (0 when none). */
  premium: number;
  /** Room adverts: the room counted for this member, and whether they claimed it. */
  room: (PricedRoom & { claimed: boolean }) | null;
  /** Their part of the deposit; null when the advert does not say. */
  deposit: number | null;
  /** Bills a month; null when the rent includes them. */
  bills: number | null;
  /** Over their own budget by this much; null when within it or not known. */
  overBy: number | null;
}

export type HousemateShares =
  | { kind: "no_price" }
  | { kind: "too_small"; groupSize: number }
  /** The premiums come to more than the rent, so the rest cannot be shared. */
  | { kind: "premiums_over_rent"; rent: number; premiums: number }
  | {
      kind: "shares";
      /** What the landlord receives a month: the whole rent, or the rooms the group takes. */
      rent: number;
      deposit: number | null;
      billsIncluded: boolean;
      /** The bills figure used, and whether the group set it or it is the default estimate. */
      billsSource: "group" | "estimate";
      shares: MemberShare[];
      fit: BudgetFit;
    };

export interface ShareOptions {
  choices?: ShareChoices;
  /** The group's own bills estimate per person per month; null for the default. */
  billsPerPerson?: number | null;
}

function leaderIndex(group: GroupForPrices): number {
  return Math.max(
    0,
    group.members.findIndex((m) => m.leader),
  );
}

/** Whole home: premiums first, the rest split evenly, leftover pounds to the leader. */
function wholeHomeRents(rent: number, group: GroupForPrices, choices: ShareChoices) {
  const premiums = group.members.map((m) => Math.max(0, Math.floor((m.id && choices.premiums?.[m.id]) || 0)));
  const premiumTotal = premiums.reduce((a, b) => a + b, 0);
  if (premiumTotal > rent) return { premiumTotal };
  const even = splitWholePounds(
    rent - premiumTotal,
    premiums.map(() => 1),
    leaderIndex(group),
  );
  return { rents: even.map((part, i) => part + (premiums[i] ?? 0)), premiums };
}

/** Room advert: each member's claimed room, then the cheapest rooms left for the others. */
function roomsTaken(rooms: PricedRoom[], group: GroupForPrices, choices: ShareChoices) {
  const free = new Map(rooms.map((room) => [room.index, room]));
  const taken: ((PricedRoom & { claimed: boolean }) | null)[] = group.members.map((m) => {
    const claim = m.id === undefined ? undefined : choices.rooms?.[m.id];
    const room = claim === undefined ? undefined : free.get(claim);
    if (!room) return null;
    free.delete(room.index);
    return { ...room, claimed: true };
  });
  const cheapestFirst = [...free.values()].sort((a, b) => a.rent - b.rent || a.index - b.index);
  return taken.map((room) => room ?? { ...(cheapestFirst.shift() as PricedRoom), claimed: false });
}

export function housemateShares(
  listing: ListingForGroup,
  group: GroupForPrices,
  { choices = {}, billsPerPerson = null }: ShareOptions = {},
): HousemateShares {
  const size = Math.max(1, group.members.length);
  const members = group.members.length > 0 ? group.members : [{ name: null, budgetMax: null }];
  const whole = { ...group, members };
  let rents: number[];
  let premiums: number[] = members.map(() => 0);
  let rooms: ((PricedRoom & { claimed: boolean }) | null)[] = members.map(() => null);
  if (isRoomAdvert(listing)) {
    const priced = pricedRooms(listing);
    if (priced.length === 0) return { kind: "no_price" };
    if (priced.length < size) return { kind: "too_small", groupSize: size };
    rooms = roomsTaken(priced, whole, choices);
    rents = rooms.map((room) => room?.rent ?? 0);
  } else {
    const rent = parseRent(listing.monthlyRent);
    if (rent === null) return { kind: "no_price" };
    if ((listing.bedrooms ?? 0) < size) return { kind: "too_small", groupSize: size };
    const split = wholeHomeRents(Math.round(rent), whole, choices);
    if (!split.rents)
      return { kind: "premiums_over_rent", rent: Math.round(rent), premiums: split.premiumTotal };
    rents = split.rents;
    premiums = split.premiums;
  }
  const deposit = listing.deposit ?? null;
  const deposits = deposit === null ? null : splitWholePounds(deposit, rents, leaderIndex(whole));
  const billsIncluded = listing.billsIncluded === true;
  const bills = billsIncluded ? null : (billsPerPerson ?? defaultBillsPerPerson(size));
  const shares = members.map((member, i) => {
    const rent = rents[i] ?? 0;
    return {
      id: member.id,
      name: member.name,
      leader: member.leader === true,
      rent,
      rentPerWeek: perWeek(rent),
      premium: premiums[i] ?? 0,
      room: rooms[i] ?? null,
      deposit: deposits?.[i] ?? null,
      bills,
      overBy: member.budgetMax !== null && rent > member.budgetMax ? rent - member.budgetMax : null,
    };
  });
  return {
    kind: "shares",
    rent: rents.reduce((a, b) => a + b, 0),
    deposit,
    billsIncluded,
    billsSource: billsPerPerson === null ? "estimate" : "group",
    shares,
    fit: budgetFit(rents, whole),
  };
}

/** "£480", or "£633–£634" when the leader's leftover pounds or a premium make the shares differ. */
export function shareRangeText(shares: readonly Pick<MemberShare, "rent">[]): string {
  const rents = shares.map((s) => s.rent);
  const low = Math.min(...rents);
  const high = Math.max(...rents);
  return low === high ? formatPounds(low) : `${formatPounds(low)}–${formatPounds(high)}`;
}

export const PREMIUMS_OVER_RENT = "The premiums come to more than the rent";

/** "£480 each — fits all 4 budgets", "£633–£634 each — over Sam's budget by £33". */
export function housemateSummary(shares: HousemateShares): string {
  switch (shares.kind) {
    case "no_price":
      return "";
    case "too_small":
      return TOO_SMALL_FOR_GROUP;
    case "premiums_over_rent":
      return PREMIUMS_OVER_RENT;
    case "shares":
      return `${shareRangeText(shares.shares)} each — ${fitText(shares.fit)}`;
  }
}

// ---------------------------------------------------------------- the landlord's verdict

/**
 * What a landlord learns of a group's budgets: a verdict and how many are known, never whose
 * budget or by how much (decisions 038, 061). covers: every member's budget is known and fits;
 * covers_known: the known ones fit; short: at least one does not; unknown: none is known.
 */
export const BUDGET_VERDICTS = ["covers", "covers_known", "short", "unknown"] as const;
export type BudgetVerdict = (typeof BUDGET_VERDICTS)[number];

export interface GroupBudgetVerdict {
  verdict: BudgetVerdict;
  known: number;
  total: number;
}

/**
 * On each member's real share, with the split the group chose on its shortlist. Null when the
 * listing has no price, too few bedrooms or rooms for the group, or premiums over the rent.
 */
export function groupBudgetVerdict(
  listing: ListingForGroup,
  group: GroupForPrices,
  choices?: ShareChoices,
): GroupBudgetVerdict | null {
  const shares = housemateShares(listing, group, { choices });
  if (shares.kind !== "shares") return null;
  const { fit } = shares;
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
