// "Personal information" on /profile: name, contact email (the sign-in email named beside it),
// phone, current year, university and bio with a character counter.

import { UNIVERSITIES, UNIVERSITY_OTHER } from "@roost/shared/domain/constants.ts";
import { cn } from "../../components/ui/cn.ts";
import { Field, Input, Select, Textarea } from "../../components/ui/input.tsx";
import { BIO_MAX_LENGTH, CURRENT_YEAR_OPTIONS, optionsWithCurrent } from "./profile-form.ts";
import { Section } from "./profile-section.tsx";
import type { ProfileFields } from "./use-profile-form.ts";

export function PersonalSection({ fields, signInEmail }: { fields: ProfileFields; signInEmail: string }) {
  return (
    <Section title="Personal information">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={fields.errors.display_name}>
          {(p) => (
            <Input {...p} {...fields.text("display_name")} autoComplete="name" maxLength={100} required />
          )}
        </Field>
        <Field
          label="Email"
          error={fields.errors.email}
          hint={
            signInEmail ? (
              <>
                Your contact email. You sign in with <span className="break-all">{signInEmail}</span>.
              </>
            ) : (
              "Your contact email."
            )
          }
        >
          {(p) => (
            <Input
              {...p}
              {...fields.text("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              placeholder={signInEmail || "you@example.com"}
            />
          )}
        </Field>
        <Field label="Phone" error={fields.errors.phone}>
          {(p) => (
            <Input
              {...p}
              {...fields.text("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="07700 900123"
            />
          )}
        </Field>
        <Field label="Current year" error={fields.errors.current_year}>
          {(p) => (
            <Select {...p} {...fields.text("current_year")}>
              <option value="">Not specified</option>
              {optionsWithCurrent(CURRENT_YEAR_OPTIONS, fields.form.current_year).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="University" error={fields.errors.university} className="sm:col-span-2">
          {(p) => (
            <Select {...p} {...fields.text("university")}>
              <option value="">Not specified</option>
              {optionsWithCurrent([...UNIVERSITIES, UNIVERSITY_OTHER], fields.form.university).map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Bio"
          error={fields.errors.bio}
          hint={<BioCounter length={fields.form.bio.length} />}
          className="sm:col-span-2"
        >
          {(p) => (
            <Textarea
              {...p}
              {...fields.text("bio")}
              rows={5}
              maxLength={BIO_MAX_LENGTH}
              placeholder="A few lines about you: your course, what you're like to live with..."
            />
          )}
        </Field>
      </div>
    </Section>
  );
}

function BioCounter({ length }: { length: number }) {
  return (
    <span className={cn(length >= BIO_MAX_LENGTH * 0.9 && "font-medium text-amber-700")}>
      {length}/{BIO_MAX_LENGTH} characters
    </span>
  );
}
