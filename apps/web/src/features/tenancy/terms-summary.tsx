import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { rentLine, termsLines } from "@roost/shared/contracts/tenancy-terms-lines.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { rentText } from "@roost/shared/domain/tenancy-terms.ts";

/** The agreed terms as every party reads them, and each tenant's part of the money. */
export function TermsSummary({ tenancy }: { tenancy: TenancyView }) {
  const { terms } = tenancy;
  // The landlord of individual tenancies reads each tenant's rent in the table below instead.
  const showsRent = terms.tenancy_type === "joint" || tenancy.your_role !== "landlord";
  const rows = termsLines(terms, showsRent ? rentLine(terms, terms.rents[0] ?? 0) : null);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
          <dd className="text-sm text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who pays what: every tenant for the landlord, a tenant their own part only. */
export function TenantParts({ tenancy }: { tenancy: TenancyView }) {
  const period = tenancy.terms.rent_period;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tenancy.shares.map((share) => (
        <li
          key={share.user_id}
          aria-label={share.name}
          className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200"
        >
          <p className="font-medium text-stone-900">
            {share.name}
            {share.is_leader && <span className="ml-1 text-xs font-normal text-stone-500">(leader)</span>}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">Rent</dt>
            <dd className="text-right font-medium text-stone-900">{rentText(share.rent, period)}</dd>
            <dt className="text-stone-600">Deposit</dt>
            <dd className="text-right text-stone-900">{formatPounds(share.deposit)}</dd>
            <dt className="text-stone-600">Holding deposit</dt>
            <dd className="text-right text-stone-900">{formatPounds(share.holding_deposit)}</dd>
            <dt className="text-stone-600">Rent before the start</dt>
            <dd className="text-right text-stone-900">{formatPounds(share.rent_in_advance)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
