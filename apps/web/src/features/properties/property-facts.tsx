// The facts of a listing as its page shows them: where it is, its badges, key facts, rooms and
// description. Presentational only; the page fetches.
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { perPersonPerWeekText } from "@roost/shared/domain/housemate-prices.ts";
import { keyFacts } from "@roost/shared/domain/listing-facts.ts";
import { formatPounds, priceDisplay } from "@roost/shared/domain/price.ts";
import {
  ADVERT_TYPE_LABELS,
  furnishingLabel,
  isLiveStatus,
  PROPERTY_STATUS_LABELS,
  propertyTypeLabel,
} from "@roost/shared/domain/property.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { Bath, BedDouble, Car, ChevronRight, House, type LucideIcon, Sofa } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/feedback.tsx";
import { PagePanel } from "./page-panel.tsx";
import { availableFromText, depositText, descriptionParagraphs } from "./property-format.ts";

export function Breadcrumbs({
  area,
  current,
}: {
  area: { slug: string; name: string } | null;
  current: string;
}) {
  const crumb = "text-stone-500 hover:text-stone-900 hover:underline";
  const sep = <ChevronRight className="size-3.5 shrink-0 text-stone-400" aria-hidden />;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to="/" className={crumb}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1">
          {sep}
          <Link to="/properties-to-rent/all" className={crumb}>
            Properties to rent
          </Link>
        </li>
        {area && (
          <li className="flex items-center gap-1">
            {sep}
            <Link to={`/properties-to-rent/${area.slug}`} className={crumb}>
              {area.name}
            </Link>
          </li>
        )}
        <li className="hidden min-w-0 items-center gap-1 sm:flex">
          {sep}
          <span aria-current="page" className="truncate font-medium text-stone-700">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

export function PropertyBadges({ property: p }: { property: PropertyDetail }) {
  const type = propertyTypeLabel(p.property_type);
  const furnishing = furnishingLabel(p.furnishing);
  return (
    <div className="flex flex-wrap gap-2" data-testid="property-badges">
      {p.status === "let_agreed" && <Badge tone="amber">Let agreed</Badge>}
      {p.is_owner && !isLiveStatus(p.status) && (
        <Badge tone="amber">{PROPERTY_STATUS_LABELS[p.status]}</Badge>
      )}
      {type && <Badge tone="brand">{type}</Badge>}
      {furnishing && <Badge>{furnishing}</Badge>}
      {p.parking && (
        <Badge tone="blue">
          <Car className="size-3" aria-hidden /> Parking
        </Badge>
      )}
      {p.bills_included ? <Badge tone="green">Bills included</Badge> : <Badge>Bills not included</Badge>}
    </div>
  );
}

export function KeyFacts({ property: p }: { property: PropertyDetail }) {
  const home: { label: string; value: string; Icon: LucideIcon }[] = [
    {
      label: "Bedrooms",
      value: p.bedrooms === null ? "Ask the landlord" : p.bedrooms === 0 ? "Studio" : String(p.bedrooms),
      Icon: BedDouble,
    },
    {
      label: "Bathrooms",
      value: p.bathrooms === null ? "Ask the landlord" : String(p.bathrooms),
      Icon: Bath,
    },
    { label: "Let type", value: ADVERT_TYPE_LABELS[p.advert_type], Icon: House },
    { label: "Furnishing", value: furnishingLabel(p.furnishing) || "Ask the landlord", Icon: Sofa },
  ];
  const listing = {
    advertType: p.advert_type,
    monthlyRent: p.monthly_rent,
    rooms: p.rooms,
    bedrooms: p.bedrooms,
  };
  const facts = keyFacts({
    rent: priceDisplay(listing),
    perPersonWeekly: perPersonPerWeekText(listing),
    deposit: depositText(p.deposit),
    availableFrom: availableFromText(p.available_from),
    billsIncluded: p.bills_included,
    facts: p.facts,
    formatDate: (iso) => calendarDate(iso) || iso,
  });
  return (
    <PagePanel
      id="key-facts"
      title="Key facts"
      className="print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-4">
        {/* A group holds only its <dt> and <dd> (the icon sits in the term), as a <dl> must. */}
        {home.map(({ label, value, Icon }) => (
          <div key={label} className="relative min-w-0 sm:min-h-9 sm:pl-12">
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
              <span className="absolute left-0 top-0 hidden rounded-lg bg-brand-50 p-2 text-brand-700 sm:block">
                <Icon className="size-5" aria-hidden />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-5 grid border-t border-stone-200 sm:grid-cols-2 sm:gap-x-8">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 border-b border-stone-100 py-2.5 text-sm">
            <dt className="shrink-0 text-stone-500">{label}</dt>
            <dd
              className={
                value === null ? "text-right text-stone-400" : "text-right font-medium text-stone-900"
              }
            >
              {value ?? "Not stated"}
            </dd>
          </div>
        ))}
      </dl>
    </PagePanel>
  );
}

export function RoomsTable({ rooms }: { rooms: PropertyDetail["rooms"] }) {
  return (
    <PagePanel id="rooms" title="Rooms">
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Room
              </th>
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Rent per month
              </th>
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Ensuite
              </th>
              <th scope="col" className="py-2 align-bottom font-medium">
                Available from
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rooms.map((room, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id and may share a name.
              <tr key={i}>
                <th scope="row" className="min-w-20 py-3 pr-3 font-medium text-stone-900 sm:pr-4">
                  {room.name}
                </th>
                <td className="py-3 pr-3 sm:pr-4 font-semibold text-stone-900">
                  {room.monthlyRent ? formatPounds(room.monthlyRent) : "Contact for price"}
                </td>
                <td className="py-3 pr-3 sm:pr-4 text-stone-700">{room.ensuite ? "Yes" : "No"}</td>
                <td className="py-3 text-stone-700">{availableFromText(room.availableFrom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PagePanel>
  );
}

export function Description({ text }: { text: string }) {
  const paragraphs = descriptionParagraphs(text);
  return (
    <PagePanel id="description" title="About this home">
      {paragraphs.length > 0 ? (
        <div className="mt-3 space-y-4 leading-7 text-stone-700">
          {paragraphs.map((para, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
            <p key={i} className="whitespace-pre-line break-words">
              {para}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-stone-500">The landlord hasn't added a description yet.</p>
      )}
    </PagePanel>
  );
}
