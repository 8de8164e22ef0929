import { GROUP_MAX_MEMBERS, GROUP_MIN_MEMBERS } from "@roost/shared/domain/constants.ts";
import { Field, Input, Textarea } from "../../components/ui/input.tsx";
import { TagInput } from "../../components/ui/tag-input.tsx";
import type { FieldErrors } from "../../lib/form-errors.ts";
import type { GroupFormState } from "./group-form.ts";

/** The fields shared by Create Group and Manage Group (spec §5 Create group). */
export function GroupFormFields({
  form,
  errors,
  onChange,
}: {
  form: GroupFormState;
  errors: FieldErrors;
  onChange(patch: Partial<GroupFormState>): void;
}) {
  return (
    <div className="space-y-4">
      <Field label="Group name" error={errors.name}>
        {(p) => (
          <Input
            {...p}
            required
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Fallowfield Five"
            value={form.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </Field>
      <Field label="Description" hint="What are you looking for? Optional." error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            maxLength={500}
            rows={3}
            placeholder="Second-years looking for a 5-bed near campus from September."
            value={form.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Maximum members"
        hint={`Between ${GROUP_MIN_MEMBERS} and ${GROUP_MAX_MEMBERS}.`}
        error={errors.max_members}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            required
            min={GROUP_MIN_MEMBERS}
            max={GROUP_MAX_MEMBERS}
            step={1}
            className="sm:w-32"
            value={form.max_members}
            onChange={(e) => onChange({ max_members: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Min budget (£ per month)" hint="Optional" error={errors.budget_min}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="400"
              value={form.budget_min}
              onChange={(e) => onChange({ budget_min: e.target.value })}
            />
          )}
        </Field>
        <Field label="Max budget (£ per month)" hint="Optional" error={errors.budget_max}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="650"
              value={form.budget_max}
              onChange={(e) => onChange({ budget_max: e.target.value })}
            />
          )}
        </Field>
      </div>
      <TagInput
        label="Preferred locations"
        itemName="location"
        tags={form.preferred_locations}
        onChange={(preferred_locations) => onChange({ preferred_locations })}
        placeholder="e.g. Fallowfield"
        error={errors.preferred_locations}
      />
    </div>
  );
}
