import {
  FURNISHING,
  FURNISHING_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
} from "@roost/shared/domain/property.ts";
import { BedSingle, Building2, Caravan, DoorClosed, House, Sailboat } from "lucide-react";
import type { ReactNode } from "react";
import { Field } from "../../../components/ui/input.tsx";
import { ChoiceCards, NumberStepper, SwitchRow } from "./form-controls.tsx";
import type { StepProps } from "./step-props.ts";

const icon = "size-5";
const TYPE_ICONS: Record<PropertyType, ReactNode> = {
  "studio-flat": <BedSingle className={icon} />,
  bedsit: <DoorClosed className={icon} />,
  "detached-house": <House className={icon} />,
  "semi-detached-house": <House className={icon} />,
  "terraced-house": <House className={icon} />,
  bungalow: <House className={icon} />,
  "end-terrace": <House className={icon} />,
  flat: <Building2 className={icon} />,
  penthouse: <Building2 className={icon} />,
  maisonette: <Building2 className={icon} />,
  "mobile-home": <Caravan className={icon} />,
  "house-boat": <Sailboat className={icon} />,
};

const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
  icon: TYPE_ICONS[value],
}));

const FURNISHING_DESCRIPTIONS = {
  furnished: "Beds, sofa, table and white goods",
  "part-furnished": "Some furniture, e.g. white goods only",
  unfurnished: "Tenants bring their own",
} as const;

const FURNISHING_OPTIONS = FURNISHING.map((value) => ({
  value,
  label: FURNISHING_LABELS[value],
  description: FURNISHING_DESCRIPTIONS[value],
}));

export function PropertyStep({ form, errors, setField }: StepProps) {
  return (
    <div className="space-y-7">
      <ChoiceCards
        legend="Property type"
        name="property_type"
        value={form.property_type}
        options={TYPE_OPTIONS}
        onChange={(v) => setField("property_type", v)}
        error={errors.property_type}
        columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
        size="sm"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Bedrooms" error={errors.bedrooms}>
          {(p) => (
            <NumberStepper
              control={p}
              noun="bedrooms"
              value={form.bedrooms}
              onChange={(v) => setField("bedrooms", v)}
            />
          )}
        </Field>
        <Field label="Bathrooms" error={errors.bathrooms}>
          {(p) => (
            <NumberStepper
              control={p}
              noun="bathrooms"
              value={form.bathrooms}
              onChange={(v) => setField("bathrooms", v)}
            />
          )}
        </Field>
      </div>
      <ChoiceCards
        legend="Furnishing"
        name="furnishing"
        value={form.furnishing}
        options={FURNISHING_OPTIONS}
        onChange={(v) => setField("furnishing", v)}
        error={errors.furnishing}
        columns="grid-cols-1 sm:grid-cols-3"
      />
      <SwitchRow
        label="Parking"
        description="Off-street parking, a driveway or an allocated space"
        checked={form.parking}
        onChange={(v) => setField("parking", v)}
      />
    </div>
  );
}
