// The profile form's sections after personal information: budget and preferred locations,
// social media links, and interests and hobbies (tag lists, added by button or Enter).

import type { ReactNode } from "react";
import { FacebookIcon, InstagramIcon, XIcon } from "../../components/layout/social-icons.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { TagInput } from "../../components/ui/tag-input.tsx";
import { type ControlProps, Section } from "./profile-section.tsx";
import type { ProfileFields } from "./use-profile-form.ts";

export function BudgetSection({ fields }: { fields: ProfileFields }) {
  return (
    <Section
      title="Budget and locations"
      description="What you'd like to pay each month and where you'd like to live."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Budget min (£ per month)" error={fields.errors.budget_min}>
          {(p) => <BudgetInput {...p} {...fields.text("budget_min")} placeholder="e.g. 500" />}
        </Field>
        <Field label="Budget max (£ per month)" error={fields.errors.budget_max}>
          {(p) => <BudgetInput {...p} {...fields.text("budget_max")} placeholder="e.g. 800" />}
        </Field>
        <div className="sm:col-span-2">
          <TagInput
            label="Preferred locations"
            itemName="location"
            tags={fields.form.preferred_locations}
            onChange={(tags) => fields.set("preferred_locations", tags)}
            placeholder="e.g. Fallowfield"
            error={fields.errors.preferred_locations}
          />
        </div>
      </div>
    </Section>
  );
}

export function SocialSection({ fields }: { fields: ProfileFields }) {
  return (
    <Section title="Social media">
      <div className="grid gap-4 sm:grid-cols-2">
        <SocialField
          label="Facebook"
          icon={<FacebookIcon className="size-4" aria-hidden />}
          error={fields.errors.facebook_url}
        >
          {(p) => (
            <Input
              {...p}
              {...fields.text("facebook_url")}
              type="url"
              inputMode="url"
              placeholder="https://facebook.com/yourname"
            />
          )}
        </SocialField>
        <SocialField
          label="Instagram"
          icon={<InstagramIcon className="size-4" aria-hidden />}
          error={fields.errors.instagram_url}
        >
          {(p) => (
            <Input
              {...p}
              {...fields.text("instagram_url")}
              type="url"
              inputMode="url"
              placeholder="https://instagram.com/yourname"
            />
          )}
        </SocialField>
        <SocialField label="X" icon={<XIcon className="size-4" aria-hidden />} error={fields.errors.x_url}>
          {(p) => (
            <Input
              {...p}
              {...fields.text("x_url")}
              type="url"
              inputMode="url"
              placeholder="https://x.com/yourname"
            />
          )}
        </SocialField>
      </div>
    </Section>
  );
}

export function InterestsSection({ fields }: { fields: ProfileFields }) {
  return (
    <Section title="Interests and hobbies">
      <div className="grid gap-6 sm:grid-cols-2">
        <TagInput
          label="Interests"
          itemName="interest"
          tags={fields.form.interests}
          onChange={(tags) => fields.set("interests", tags)}
          placeholder="e.g. Football"
          error={fields.errors.interests}
        />
        <TagInput
          label="Hobbies"
          itemName="hobby"
          tags={fields.form.hobbies}
          onChange={(tags) => fields.set("hobbies", tags)}
          placeholder="e.g. Cooking"
          error={fields.errors.hobbies}
        />
      </div>
    </Section>
  );
}

function SocialField({
  label,
  icon,
  error,
  children,
}: {
  label: string;
  icon: ReactNode;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <Field
      label={
        <span className="inline-flex items-center gap-1.5">
          <span className="text-stone-500">{icon}</span>
          {label}
        </span>
      }
      error={error}
    >
      {children}
    </Field>
  );
}

function BudgetInput(
  props: ControlProps & {
    value: string;
    onChange(e: { target: { value: string } }): void;
    placeholder?: string;
  },
) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-500"
        aria-hidden
      >
        £
      </span>
      <Input {...props} type="number" inputMode="numeric" min={0} step={1} className="pl-7" />
    </div>
  );
}
