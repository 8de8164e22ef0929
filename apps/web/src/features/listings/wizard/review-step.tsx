import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import type { PublishProblem } from "@roost/shared/domain/listing.ts";
import { factLines, type ListingFacts } from "@roost/shared/domain/listing-facts.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import {
  ADVERT_TYPE_LABELS,
  areaBySlug,
  furnishingLabel,
  propertyTypeLabel,
} from "@roost/shared/domain/property.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { Bath, BedDouble, CircleAlert, CircleCheck, ImageOff, MapPin, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/feedback.tsx";
import { factsPayload } from "./listing-facts-form.ts";
import { type ListingForm, numberOrNull } from "./listing-form.ts";
import { priceInput } from "./listing-form-summary.ts";
import { problemsByStep, type StepId, WIZARD_STEPS } from "./wizard-steps.ts";

const dash = <span className="text-stone-400">Not added</span>;

const dateText = (iso: string) => calendarDate(iso) || iso;

function money(value: string): ReactNode {
  const n = Number(value.replace(/[£,\s]/g, ""));
  return value.trim() && Number.isFinite(n) ? `£${n.toLocaleString("en-GB")}` : dash;
}

export function ReviewStep({
  form,
  photos,
  problems,
  uploading,
  live,
  onEdit,
}: {
  form: ListingForm;
  photos: PropertyPhoto[];
  problems: PublishProblem[];
  uploading: boolean;
  /** An existing live listing: saving updates it instead of publishing. */
  live: boolean;
  onEdit(step: StepId): void;
}) {
  const area = areaBySlug(form.area)?.name ?? form.area;
  const location = [form.town, form.postcode].filter((s) => s.trim()).join(", ");
  const groups = problemsByStep(problems);
  const cover = photos[0];

  return (
    <div className="space-y-8">
      {/* How the card will look in search. */}
      <section aria-labelledby="preview-heading">
        <h3 id="preview-heading" className="mb-3 text-sm font-medium text-stone-800">
          How your listing card will look
        </h3>
        <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm sm:flex">
          <div className="relative aspect-[4/3] bg-stone-100 sm:w-64 sm:shrink-0">
            {cover ? (
              <img src={cover.card} alt="Cover" className="size-full object-cover" />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-2 text-stone-400">
                <ImageOff className="size-8" aria-hidden />
                <span className="text-xs">No photo yet</span>
              </div>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2 p-4">
            <p className="text-xl font-bold text-stone-900">{priceDisplay(priceInput(form))}</p>
            <p className="font-medium text-stone-900">{form.address_line_1 || "Address not added"}</p>
            {(location || area) && (
              <p className="flex items-center gap-1 text-sm text-stone-600">
                <MapPin className="size-4 shrink-0" aria-hidden />
                {[area, location].filter(Boolean).join(" · ")}
              </p>
            )}
            <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-stone-700">
              {form.bedrooms && (
                <span className="inline-flex items-center gap-1">
                  <BedDouble className="size-4 text-stone-500" aria-hidden /> {form.bedrooms} bed
                </span>
              )}
              {form.bathrooms && (
                <span className="inline-flex items-center gap-1">
                  <Bath className="size-4 text-stone-500" aria-hidden /> {form.bathrooms} bath
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-1.5">
              {form.property_type && <Badge>{propertyTypeLabel(form.property_type)}</Badge>}
              {form.furnishing && <Badge>{furnishingLabel(form.furnishing)}</Badge>}
              {form.parking && <Badge tone="blue">Parking</Badge>}
              {form.bills_included && <Badge tone="green">Bills included</Badge>}
            </div>
          </div>
        </div>
      </section>

      {/* The checklist of what still stops publishing. */}
      {groups.length > 0 ? (
        <section
          aria-labelledby="checklist-heading"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
        >
          <h3 id="checklist-heading" className="flex items-center gap-2 font-semibold text-amber-900">
            <CircleAlert className="size-5" aria-hidden />
            {live ? "Fix these before saving" : "Before you can publish"}
          </h3>
          <ul className="mt-3 space-y-3">
            {groups.map(({ step, problems: list }) => (
              <li key={step.id} className="rounded-xl bg-white/70 p-3 ring-1 ring-amber-200">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="text-sm font-semibold text-stone-900">{step.label}</p>
                    <ul className="mt-1 space-y-0.5 text-sm text-stone-700">
                      {list.map((p) => (
                        <li key={p.message} className="flex gap-2">
                          <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500" />
                          {p.message}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <button
                    type="button"
                    onClick={() => onEdit(step.id)}
                    className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50"
                  >
                    Go to {step.label.toLowerCase()}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p
          className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900"
          role="status"
        >
          <CircleCheck className="size-5 shrink-0" aria-hidden />
          {uploading
            ? "Almost there: wait for your photos to finish uploading."
            : live
              ? "Everything looks good. Save your changes to update the listing."
              : "Everything's ready. Publish your listing to make it live."}
        </p>
      )}

      {/* Every section with a way back to change it. */}
      <div className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
        <Section title="Address" step="address" onEdit={onEdit}>
          <Row label="Address">{form.address_line_1 || dash}</Row>
          <Row label="Town or city">{form.town || dash}</Row>
          <Row label="Postcode">{form.postcode || dash}</Row>
          <Row label="Area">{area || dash}</Row>
        </Section>
        <Section title="Property" step="property" onEdit={onEdit}>
          <Row label="Type">{form.property_type ? propertyTypeLabel(form.property_type) : dash}</Row>
          <Row label="Bedrooms">{form.bedrooms || dash}</Row>
          <Row label="Bathrooms">{form.bathrooms || dash}</Row>
          <Row label="Furnishing">{form.furnishing ? furnishingLabel(form.furnishing) : dash}</Row>
          <Row label="Parking">{form.parking ? "Yes" : "No"}</Row>
        </Section>
        <Section title="Rent and rooms" step="rent" onEdit={onEdit}>
          <Row label="Let as">{ADVERT_TYPE_LABELS[form.advert_type]}</Row>
          {form.advert_type === "whole_property" ? (
            <Row label="Monthly rent">{money(form.monthly_rent)}</Row>
          ) : (
            <Row label="Rooms" long>
              {form.rooms.length === 0 ? (
                dash
              ) : (
                <ul className="space-y-1">
                  {form.rooms.map((r, i) => (
                    <li key={r.key}>
                      {r.name || `Room ${i + 1}`}: {money(r.monthlyRent)}
                      {r.monthlyRent.trim() && " per month"}
                      {r.ensuite && <span className="text-stone-500"> · en-suite</span>}
                      {r.availableFrom && (
                        <span className="text-stone-500"> · from {dateText(r.availableFrom)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Row>
          )}
          <Row label="Bills included">{form.bills_included ? "Yes" : "No"}</Row>
          <Row label="Deposit">{money(form.deposit)}</Row>
        </Section>
        <Section title="Photos" step="photos" onEdit={onEdit} list={false}>
          {photos.length === 0 ? (
            <p className="text-sm text-stone-500">No photos yet</p>
          ) : (
            <ul className="flex gap-2 overflow-hidden" aria-label={`${photos.length} photos`}>
              {photos.slice(0, 6).map((p, i) => (
                <li
                  key={p.id}
                  className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:size-20"
                >
                  <img src={p.card} alt="" className="size-full object-cover" />
                  {i === 5 && photos.length > 6 && (
                    <span className="absolute inset-0 flex items-center justify-center bg-stone-900/60 text-sm font-semibold text-white">
                      +{photos.length - 6}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Description and availability" step="details" onEdit={onEdit}>
          <Row label="Available from">{form.available_from ? dateText(form.available_from) : dash}</Row>
          <Row label="Description" long>
            {form.description.trim() ? (
              <p className="line-clamp-4 whitespace-pre-line">{form.description}</p>
            ) : (
              dash
            )}
          </Row>
        </Section>
        <Section title="Key facts" step="facts" onEdit={onEdit}>
          {factLines(
            factsPayload(form.facts, numberOrNull) as ListingFacts,
            form.bills_included,
            dateText,
          ).map(({ label, value }) => (
            <Row key={label} label={label}>
              {value ?? dash}
            </Row>
          ))}
          <Row label="Video tour">
            {form.facts.video_tour.trim() ? (
              <span className="break-all">{form.facts.video_tour.trim()}</span>
            ) : (
              dash
            )}
          </Row>
        </Section>
      </div>
    </div>
  );
}

function Section({
  title,
  step,
  onEdit,
  children,
  list = true,
}: {
  title: string;
  step: StepId;
  onEdit(step: StepId): void;
  children: ReactNode;
  /** Rows of label and value (a description list) rather than free content. */
  list?: boolean;
}) {
  const label = WIZARD_STEPS.find((s) => s.id === step)?.label ?? title;
  return (
    <section className="p-4 sm:p-5" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
          aria-label={`Edit ${label.toLowerCase()}`}
        >
          <Pencil className="size-3.5" aria-hidden />
          Edit
        </button>
      </div>
      {list ? <dl className="space-y-2">{children}</dl> : children}
    </section>
  );
}

function Row({ label, children, long }: { label: string; children: ReactNode; long?: boolean }) {
  return (
    <div
      className={
        long
          ? "grid grid-cols-1 gap-0.5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3"
          : "grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]"
      }
    >
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}
