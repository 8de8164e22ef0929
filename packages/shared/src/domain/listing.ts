import { DAY_MS } from "./durations.ts";
import { EPC_EXEMPTION_NEEDED, EPC_NEEDS_EXEMPTION, EPC_NOT_REQUIRED } from "./listing-facts.ts";
import { formatPounds } from "./price.ts";
import { depositCapOfAnnualRent } from "./rent-caps.ts";
import { ukIsoDate } from "./uk-time.ts";

/** Minimum description length for a published listing: enough to say something useful. */
export const PUBLISH_DESCRIPTION_MIN = 30;

/** The most deposit a monthly rent allows (rent-caps.ts), in whole pounds, and how many weeks' rent that is. */
export function depositCap(monthlyRent: number): { pounds: number; weeks: 5 | 6 } {
  return depositCapOfAnnualRent(monthlyRent * 12);
}

export interface ListingForPublish {
  address_line_1: string;
  town: string;
  postcode: string;
  area: string | null;
  property_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: string | null;
  advert_type: "whole_property" | "individual_rooms";
  monthly_rent: number | null;
  rooms: readonly { name: string; monthlyRent: number | null }[];
  deposit: number | null;
  description: string;
  available_from: string | null;
  photo_count: number;
  /** The key facts an advert must state (the rest of ListingFacts is optional). */
  facts: Partial<
    Record<"council_tax_band" | "council_tax_payer" | "epc" | "epc_certificate" | "epc_exemption", string>
  >;
}

export interface PublishProblem {
  field: keyof ListingForPublish;
  /** The wizard step that holds the field, so the review step can link straight to it. */
  step: "address" | "property" | "rent" | "photos" | "details" | "facts";
  message: string;
}

/**
 * What a UK advert must state besides its rent (decision 056): the deposit, the council tax band
 * and who pays it (Trading Standards' material information), and the EPC rating with its
 * certificate (Energy Performance of Buildings Regulations), or that a room in an HMO needs none.
 */
function advertFactProblems(l: ListingForPublish): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push({ field: "facts", step: "facts", message });
  };
  if (l.deposit === null) problems.push({ field: "deposit", step: "rent", message: "Enter the deposit" });
  const { council_tax_band, council_tax_payer, epc, epc_certificate, epc_exemption } = l.facts;
  need(Boolean(council_tax_band), "Choose the council tax band");
  need(Boolean(council_tax_payer), "Say who pays the council tax");
  const wholeHome = l.advert_type === "whole_property";
  if (!epc) {
    need(
      false,
      wholeHome
        ? "Choose the EPC rating"
        : "Choose the EPC rating, or that none is needed for a room in an HMO",
    );
  } else if (epc === EPC_NOT_REQUIRED) {
    need(!wholeHome, "A home let whole needs its EPC rating: only a room in an HMO needs none");
  } else {
    need(Boolean(epc_certificate), "Enter the EPC certificate number");
    need(
      !(EPC_NEEDS_EXEMPTION as readonly string[]).includes(epc) || Boolean(epc_exemption),
      EPC_EXEMPTION_NEEDED,
    );
  }
  return problems;
}

/**
 * How long a listing that went live before these rules stays on the market once its owner has been
 * asked for them: then it is paused until they are added.
 */
export const ADVERT_FACTS_GRACE_DAYS = 30;

/** The UK day a listing whose owner was asked for them at `requestedAt` is paused, as an ISO date. */
export function advertFactsPauseDay(requestedAt: Date): string {
  return ukIsoDate(new Date(requestedAt.getTime() + ADVERT_FACTS_GRACE_DAYS * DAY_MS));
}

/** What My Listings and the owner's emails say of live listings that lack them (ours; the spec has none). */
export const ADVERT_FACTS_TEXTS = {
  bannerTitle: (count: number) =>
    count === 1 ? "1 live listing needs its key facts" : `${count} live listings need their key facts`,
  why: "A UK advert must state its deposit, the council tax band and who pays it, and the EPC rating.",
  bannerText: "Add them to each listing marked below, or it will be paused on the date it shows.",
  rowText: (pauseDate: string | null) =>
    pauseDate
      ? `Add the deposit, council tax and EPC rating by ${pauseDate}, or this listing will be paused`
      : "Add the deposit, council tax and EPC rating",
  rowLink: "Add key facts",
  askedSubject: "Add the key facts to your listings on Roost",
  pausedSubject: "We paused listings that lack their key facts",
  pausedText: "They are paused until their key facts are added: add them, then set each one live again.",
} as const;

/** Whether a listing lacks what an advert must state: a live one asks its owner to complete it. */
export function advertFactsMissing(l: ListingForPublish): boolean {
  return advertFactProblems(l).length > 0;
}

/**
 * What stops a draft from being published. The wizard's review step lists these and the server
 * refuses to publish while any remain, so both apply exactly the same rules. `advertFacts: false`
 * leaves out what an advert must state, for a listing that is already live (its owner is asked to
 * complete them, and it is paused if they do not: decision 056).
 */
export function publishProblems(l: ListingForPublish, { advertFacts = true } = {}): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const need = (
    ok: boolean,
    field: PublishProblem["field"],
    step: PublishProblem["step"],
    message: string,
  ) => {
    if (!ok) problems.push({ field, step, message });
  };
  need(l.address_line_1.trim() !== "", "address_line_1", "address", "Enter the first line of the address");
  need(l.town.trim() !== "", "town", "address", "Enter the town or city");
  need(l.postcode.trim() !== "", "postcode", "address", "Enter the postcode");
  need(Boolean(l.area), "area", "address", "Choose the area");
  need(Boolean(l.property_type), "property_type", "property", "Choose a property type");
  need(l.bedrooms !== null, "bedrooms", "property", "Enter the number of bedrooms");
  need(l.bathrooms !== null, "bathrooms", "property", "Enter the number of bathrooms");
  need(Boolean(l.furnishing), "furnishing", "property", "Choose the furnishing");
  if (l.advert_type === "whole_property") {
    need(l.monthly_rent !== null && l.monthly_rent > 0, "monthly_rent", "rent", "Enter the monthly rent");
    // A room let on its own tenancy has no single rent to weigh one deposit against.
    if (l.monthly_rent !== null && l.monthly_rent > 0 && l.deposit !== null) {
      const cap = depositCap(l.monthly_rent);
      need(
        l.deposit <= cap.pounds,
        "deposit",
        "rent",
        `The deposit can be at most ${formatPounds(cap.pounds)}, ${cap.weeks} weeks' rent (Tenant Fees Act 2019)`,
      );
    }
  } else {
    need(l.rooms.length > 0, "rooms", "rent", "Add at least one room");
    need(
      l.rooms.length === 0 || l.rooms.every((r) => r.monthlyRent !== null && r.monthlyRent > 0),
      "rooms",
      "rent",
      "Enter a monthly rent for every room",
    );
  }
  need(l.photo_count > 0, "photo_count", "photos", "Add at least one photo");
  need(
    l.description.trim().length >= PUBLISH_DESCRIPTION_MIN,
    "description",
    "details",
    `Write a description of at least ${PUBLISH_DESCRIPTION_MIN} characters`,
  );
  need(Boolean(l.available_from), "available_from", "details", "Choose when the property is available from");
  if (advertFacts) problems.push(...advertFactProblems(l));
  return problems;
}
