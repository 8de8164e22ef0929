// The Tenant Fees Act 2019's caps in weeks of rent (Schedule 1), shared by the listing form and
// the tenancy terms. A week's rent is the annual rent ÷ 52; a cap is rounded down to whole pounds,
// since the pound rounded up would be over it by pence.

/** A holding deposit of at most one week's rent. */
export const HOLDING_DEPOSIT_MAX_WEEKS = 1;
/** A tenancy deposit of at most five weeks' rent… */
export const DEPOSIT_MAX_WEEKS = 5;
/** …or six where the annual rent is this or more. */
export const DEPOSIT_SIX_WEEKS_FROM_ANNUAL_RENT = 50_000;

/** The most `weeks` weeks' rent allows, in whole pounds. */
export function weeksOfRent(annualRent: number, weeks: number): number {
  return Math.floor((annualRent * weeks) / 52);
}

/** The most deposit an annual rent allows, in whole pounds, and how many weeks' rent that is. */
export function depositCapOfAnnualRent(annualRent: number): { pounds: number; weeks: 5 | 6 } {
  const weeks = annualRent >= DEPOSIT_SIX_WEEKS_FROM_ANNUAL_RENT ? 6 : DEPOSIT_MAX_WEEKS;
  return { pounds: weeksOfRent(annualRent, weeks), weeks };
}
