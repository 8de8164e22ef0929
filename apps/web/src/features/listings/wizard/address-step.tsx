import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { Field, Input, Select } from "../../../components/ui/input.tsx";
import { PinPicker } from "../../map/index.ts";
import { tidyPostcode } from "./listing-form-validation.ts";
import type { StepProps } from "./step-props.ts";

export const POSTCODE_INVALID = "Enter a valid UK postcode";

export function AddressStep({ form, errors, setField, setError }: StepProps) {
  const onPostcodeBlur = () => {
    const tidy = tidyPostcode(form.postcode);
    if (tidy === null) setError("postcode", POSTCODE_INVALID);
    else if (tidy !== form.postcode) setField("postcode", tidy);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Address line 1"
        error={errors.address_line_1}
        hint="House number and street, e.g. 12 Wilmslow Road"
        className="sm:col-span-2"
      >
        {(p) => (
          <Input
            {...p}
            name="address_line_1"
            autoComplete="address-line1"
            value={form.address_line_1}
            onChange={(e) => setField("address_line_1", e.target.value)}
          />
        )}
      </Field>
      <Field label="Town or city" error={errors.town}>
        {(p) => (
          <Input
            {...p}
            name="town"
            autoComplete="address-level2"
            value={form.town}
            onChange={(e) => setField("town", e.target.value)}
          />
        )}
      </Field>
      <Field label="Postcode" error={errors.postcode} hint="For example M14 6HR">
        {(p) => (
          <Input
            {...p}
            name="postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={form.postcode}
            onChange={(e) => setField("postcode", e.target.value)}
            onBlur={onPostcodeBlur}
            className="uppercase placeholder:normal-case"
          />
        )}
      </Field>
      <Field
        label="Area"
        error={errors.area}
        hint="The neighbourhood tenants will find it under in search"
        className="sm:col-span-2"
      >
        {(p) => (
          <Select {...p} name="area" value={form.area} onChange={(e) => setField("area", e.target.value)}>
            <option value="">Choose an area</option>
            {MANCHESTER_AREAS.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
            {form.area && !MANCHESTER_AREAS.some((a) => a.slug === form.area) && (
              <option value={form.area}>{form.area}</option>
            )}
          </Select>
        )}
      </Field>
      <PinPicker
        postcode={form.postcode}
        latitude={form.latitude}
        longitude={form.longitude}
        error={errors.latitude ?? errors.longitude}
        onChange={(at) => {
          setField("latitude", at?.lat ?? null);
          setField("longitude", at?.lng ?? null);
        }}
      />
    </div>
  );
}
