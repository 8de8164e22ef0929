import { completeProfile } from "@roost/shared/contracts/profile-input.ts";
import { UNIVERSITIES, UNIVERSITY_OTHER } from "@roost/shared/domain/constants.ts";
import {
  DEFAULT_USER_TYPE,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from "@roost/shared/domain/user-types.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { AccountUnavailable } from "../../components/layout/account-unavailable.tsx";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Spinner } from "../../components/ui/feedback.tsx";
import { Field, Input, Select } from "../../components/ui/input.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { queryKeys } from "../../lib/query-keys.ts";
import { completeOnboarding } from "./auth.queries.ts";

const TYPE_HINTS: Record<UserType, string> = {
  student: "Find a home, form a group and meet housemates",
  landlord: "List and let your properties",
  property_finder: "Source homes for tenants and list them",
  professional: "Rent a home as a working professional",
  general: "Browse and enquire about homes",
};

/** 'Sophie Turner-Smith' → first 'Sophie', last 'Turner-Smith' (split on the first space). */
function splitName(fullName: string | null | undefined): { key: string; first: string; last: string } {
  const key = fullName?.trim().replace(/\s+/g, " ") ?? "";
  // An address is no name (a sign-in without a profile name may fall back to the email).
  if (!key || key.includes("@")) return { key: "", first: "", last: "" };
  const space = key.indexOf(" ");
  return space === -1
    ? { key, first: key, last: "" }
    : { key, first: key.slice(0, space), last: key.slice(space + 1) };
}

/** Onboarding (§2 /complete-profile): nothing else in the app works until the user type is chosen. */
export function CompleteProfilePage() {
  usePageMeta("Complete your profile");
  const { user, profile, loading, accountUnavailable, needsOnboarding } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    first_name: "",
    last_name: "",
    user_type: DEFAULT_USER_TYPE as UserType,
    university: "",
  });
  // Prefill the names from the Google account once it is known, without overwriting anything typed.
  const suggested = splitName(profile?.display_name || user?.name);
  const [prefilledFrom, setPrefilledFrom] = useState("");
  if (suggested.key && suggested.key !== prefilledFrom) {
    setPrefilledFrom(suggested.key);
    setForm((f) => ({
      ...f,
      first_name: f.first_name || suggested.first,
      last_name: f.last_name || suggested.last,
    }));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: typeof form) => completeOnboarding(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      navigate("/dashboard", { replace: true });
    },
  });

  if (loading) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (accountUnavailable) return <AccountUnavailable />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!needsOnboarding) return <Navigate to="/dashboard" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, university: form.user_type === "student" ? form.university : "" };
    const parsed = completeProfile.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">Complete your profile</h1>
        <p className="mt-1 text-sm text-stone-600">Tell us who you are so we can show you the right tools.</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.first_name}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="given-name"
                  value={form.first_name}
                  onChange={(e) => setForm({ ...form, first_name: e.target.value })}
                />
              )}
            </Field>
            <Field label="Last name" error={errors.last_name}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="family-name"
                  value={form.last_name}
                  onChange={(e) => setForm({ ...form, last_name: e.target.value })}
                />
              )}
            </Field>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">I am a…</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {USER_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                    form.user_type === type
                      ? "border-brand-600 bg-brand-50"
                      : "border-stone-200 hover:border-stone-300",
                  )}
                >
                  <input
                    type="radio"
                    name="user_type"
                    value={type}
                    checked={form.user_type === type}
                    onChange={() => setForm({ ...form, user_type: type })}
                    className="mt-1 accent-brand-700"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-stone-900">
                      {USER_TYPE_LABELS[type]}
                    </span>
                    <span className="block text-xs text-stone-500">{TYPE_HINTS[type]}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.user_type && <p className="mt-1 text-xs text-red-600">{errors.user_type}</p>}
          </fieldset>
          {form.user_type === "student" && (
            <Field label="University" error={errors.university}>
              {(p) => (
                <Select
                  {...p}
                  value={form.university}
                  onChange={(e) => setForm({ ...form, university: e.target.value })}
                >
                  <option value="">Choose your university</option>
                  {[...UNIVERSITIES, UNIVERSITY_OTHER].map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {save.isError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              We couldn't save your profile. Please try again.
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" loading={save.isPending}>
            Continue
          </Button>
        </form>
      </Card>
    </div>
  );
}
