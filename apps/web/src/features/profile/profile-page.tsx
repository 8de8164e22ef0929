import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import type { ProfileUpdate } from "@roost/shared/contracts/validation.ts";
import { plusMore } from "@roost/shared/domain/badges.ts";
import { UNIVERSITIES, UNIVERSITY_OTHER } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Bell, Lock, MapPin } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { FacebookIcon, InstagramIcon, XIcon } from "../../components/layout/social-icons.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, Skeleton } from "../../components/ui/feedback.tsx";
import { Field, Input, Select, Textarea } from "../../components/ui/input.tsx";
import { api, isApiError } from "../../lib/api.ts";
import { ME_QUERY_KEY, useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { AccountDataSection } from "./account-data-section.tsx";
import { AvatarUpload } from "./avatar-upload.tsx";
import {
  BIO_MAX_LENGTH,
  CURRENT_YEAR_OPTIONS,
  type FieldErrors,
  formFieldOf,
  formFromProfile,
  hasUnsavedChanges,
  optionsWithCurrent,
  type ProfileFormField,
  type ProfileFormState,
  validateProfileForm,
} from "./profile-form.ts";
import { TagInput } from "./tag-input.tsx";

/** /profile (spec §2 Profile editor). Rendered inside the account layout, so only the main column. */
export function ProfilePage() {
  usePageMeta("Profile");
  const { profile, user } = useAuth();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Profile</h1>
        <p className="mt-1 text-sm text-stone-600">
          Keep your details up to date so landlords and housemates know who you are.
        </p>
      </div>
      {profile ? (
        // Keyed by user so a different account never inherits the previous form.
        <ProfileEditor key={profile.user_id} profile={profile} signInEmail={user?.email ?? ""} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

function ProfileEditor({ profile, signInEmail }: { profile: Profile; signInEmail: string }) {
  const queryClient = useQueryClient();
  // The form is filled once: later profile refreshes (e.g. after an avatar upload) must not
  // overwrite what the user is typing.
  const [form, setForm] = useState<ProfileFormState>(() => formFromProfile(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const applyProfile = useCallback(
    (updated: Profile) =>
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (old) => (old ? { ...old, profile: updated } : old)),
    [queryClient],
  );

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const save = useMutation({
    mutationFn: ({ body }: { body: ProfileUpdate; submitted: ProfileFormState }) =>
      api<Profile>("/api/me/profile", { method: "PATCH", body }),
    onSuccess: (updated, { submitted }) => {
      applyProfile(updated);
      // Show the values as stored (e.g. "instagram.com/x" → "https://instagram.com/x"), unless
      // the user has already typed more since pressing Save.
      setForm((current) => (current === submitted ? formFromProfile(updated) : current));
      notify("success", SUCCESS_TEXTS.profile_updated);
    },
    onError: (error) => {
      const field = isApiError(error) ? formFieldOf(error.field) : null;
      if (field && isApiError(error)) {
        setErrors((prev) => ({ ...prev, [field]: error.message }));
        focusFirstError();
      }
      const description =
        !field && isApiError(error) && error.code === "validation_failed" ? error.message : undefined;
      notify("error", { title: ERROR_TEXTS.profile_update_failed.title, description });
    },
  });

  const set = <K extends ProfileFormField>(key: K, value: ProfileFormState[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (prev[key] === undefined) return prev;
      const { [key]: _cleared, ...rest } = prev;
      return rest;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const result = validateProfileForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate({ body: result.data, submitted: form });
  };

  const text = (key: Exclude<ProfileFormField, "interests" | "hobbies" | "preferred_locations">) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const dirty = hasUnsavedChanges(form, profile);

  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} email={signInEmail} onAvatarUploaded={applyProfile} />

      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6" aria-label="Edit profile">
        <Section title="Personal information">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={errors.display_name}>
              {(p) => <Input {...p} {...text("display_name")} autoComplete="name" maxLength={100} required />}
            </Field>
            <Field
              label="Email"
              error={errors.email}
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
                  {...text("email")}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={254}
                  placeholder={signInEmail || "you@example.com"}
                />
              )}
            </Field>
            <Field label="Phone" error={errors.phone}>
              {(p) => (
                <Input
                  {...p}
                  {...text("phone")}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="07700 900123"
                />
              )}
            </Field>
            <Field label="Current year" error={errors.current_year}>
              {(p) => (
                <Select {...p} {...text("current_year")}>
                  <option value="">Not specified</option>
                  {optionsWithCurrent(CURRENT_YEAR_OPTIONS, form.current_year).map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="University" error={errors.university} className="sm:col-span-2">
              {(p) => (
                <Select {...p} {...text("university")}>
                  <option value="">Not specified</option>
                  {optionsWithCurrent([...UNIVERSITIES, UNIVERSITY_OTHER], form.university).map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Bio"
              error={errors.bio}
              hint={<BioCounter length={form.bio.length} />}
              className="sm:col-span-2"
            >
              {(p) => (
                <Textarea
                  {...p}
                  {...text("bio")}
                  rows={5}
                  maxLength={BIO_MAX_LENGTH}
                  placeholder="A few lines about you: your course, what you're like to live with..."
                />
              )}
            </Field>
          </div>
        </Section>

        <Section
          title="Budget and locations"
          description="What you'd like to pay each month and where you'd like to live."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Budget min (£ per month)" error={errors.budget_min}>
              {(p) => <BudgetInput {...p} {...text("budget_min")} placeholder="e.g. 500" />}
            </Field>
            <Field label="Budget max (£ per month)" error={errors.budget_max}>
              {(p) => <BudgetInput {...p} {...text("budget_max")} placeholder="e.g. 800" />}
            </Field>
            <div className="sm:col-span-2">
              <TagInput
                label="Preferred locations"
                itemName="location"
                tags={form.preferred_locations}
                onChange={(tags) => set("preferred_locations", tags)}
                placeholder="e.g. Fallowfield"
                error={errors.preferred_locations}
              />
            </div>
          </div>
        </Section>

        <Section title="Social media">
          <div className="grid gap-4 sm:grid-cols-2">
            <SocialField
              label="Facebook"
              icon={<FacebookIcon className="size-4" aria-hidden />}
              error={errors.facebook_url}
            >
              {(p) => (
                <Input
                  {...p}
                  {...text("facebook_url")}
                  type="url"
                  inputMode="url"
                  placeholder="https://facebook.com/yourname"
                />
              )}
            </SocialField>
            <SocialField
              label="Instagram"
              icon={<InstagramIcon className="size-4" aria-hidden />}
              error={errors.instagram_url}
            >
              {(p) => (
                <Input
                  {...p}
                  {...text("instagram_url")}
                  type="url"
                  inputMode="url"
                  placeholder="https://instagram.com/yourname"
                />
              )}
            </SocialField>
            <SocialField label="X" icon={<XIcon className="size-4" aria-hidden />} error={errors.x_url}>
              {(p) => (
                <Input
                  {...p}
                  {...text("x_url")}
                  type="url"
                  inputMode="url"
                  placeholder="https://x.com/yourname"
                />
              )}
            </SocialField>
          </div>
        </Section>

        <Section title="Interests and hobbies">
          <div className="grid gap-6 sm:grid-cols-2">
            <TagInput
              label="Interests"
              itemName="interest"
              tags={form.interests}
              onChange={(tags) => set("interests", tags)}
              placeholder="e.g. Football"
              error={errors.interests}
            />
            <TagInput
              label="Hobbies"
              itemName="hobby"
              tags={form.hobbies}
              onChange={(tags) => set("hobbies", tags)}
              placeholder="e.g. Cooking"
              error={errors.hobbies}
            />
          </div>
        </Section>

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {dirty && !save.isPending && (
            <p className="text-center text-sm text-stone-500 sm:text-right" role="status">
              You have unsaved changes
            </p>
          )}
          <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
            {UI_TEXTS.saveAllChanges}
          </Button>
        </div>
      </form>

      <AccountSettings />
      <AccountDataSection />
    </div>
  );
}

function ProfileHeader({
  profile,
  email,
  onAvatarUploaded,
}: {
  profile: Profile;
  email: string;
  onAvatarUploaded(profile: Profile): void;
}) {
  const locations = plusMore(profile.preferred_locations, 3);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarUpload profile={profile} onUploaded={onAvatarUploaded} />
        <div className="min-w-0 flex-1 text-center sm:border-l sm:border-stone-200 sm:pl-5 sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="truncate text-lg font-semibold text-stone-900">
              {profile.display_name || "Your name"}
            </h2>
            {profile.badges.map((b) => (
              <Badge key={b.badge_type} tone="green">
                <BadgeCheck className="size-3.5" aria-hidden />
                <span title={b.description ?? undefined}>{b.badge_name}</span>
              </Badge>
            ))}
          </div>
          <p className="truncate text-sm text-stone-500">{email}</p>
          {locations.shown.length > 0 && (
            <div className="mt-3 flex flex-wrap items-center justify-center gap-1.5 sm:justify-start">
              <span className="inline-flex items-center gap-1 text-xs text-stone-500">
                <MapPin className="size-3.5" aria-hidden />
                <span>Preferred locations:</span>
              </span>
              {locations.shown.map((l) => (
                <Badge key={l}>{l}</Badge>
              ))}
              {locations.moreLabel && (
                <Badge tone="brand">
                  <span aria-hidden>{locations.moreLabel}</span>
                  <span className="sr-only">and {locations.more} more</span>
                </Badge>
              )}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `profile-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

type ControlProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

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

function BioCounter({ length }: { length: number }) {
  return (
    <span className={cn(length >= BIO_MAX_LENGTH * 0.9 && "font-medium text-amber-700")}>
      {length}/{BIO_MAX_LENGTH} characters
    </span>
  );
}

function AccountSettings() {
  const noteId = "account-settings-coming-soon";
  return (
    <Section title="Account settings">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="button" variant="secondary" disabled aria-describedby={noteId}>
          <Lock className="size-4" aria-hidden />
          Change password
        </Button>
        <Button type="button" variant="secondary" disabled aria-describedby={noteId}>
          <Bell className="size-4" aria-hidden />
          Notification settings
        </Button>
        <p id={noteId} className="text-xs text-stone-500">
          Coming soon
        </p>
      </div>
    </Section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Card className="flex flex-col items-center gap-5 p-6 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="w-full max-w-xs space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-8 w-32" />
        </div>
      </Card>
      {[0, 1, 2].map((card) => (
        <Card key={card} className="space-y-4 p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((f) => (
              <div key={f} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
