// The profile editor's form: filled once from the profile, checked in the browser before the
// PATCH, the server's refusal shown under its field, and the stored values (e.g. a link made
// absolute) shown after a save unless the user typed on meanwhile.

import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import type { ProfileUpdate } from "@roost/shared/contracts/profile-input.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { updateMyProfile } from "./profile.queries.ts";
import {
  type FieldErrors,
  formFieldOf,
  formFromProfile,
  hasUnsavedChanges,
  type ProfileFormField,
  type ProfileFormState,
  type TagField,
  validateProfileForm,
} from "./profile-form.ts";

/** What each section of the form reads and writes. */
export interface ProfileFields {
  form: ProfileFormState;
  errors: FieldErrors;
  set<K extends ProfileFormField>(key: K, value: ProfileFormState[K]): void;
  /** value and onChange for a text input, select or textarea. */
  text(key: Exclude<ProfileFormField, TagField>): {
    value: string;
    onChange(e: { target: { value: string } }): void;
  };
}

export function useProfileForm(profile: Profile) {
  const queryClient = useQueryClient();
  // The form is filled once: later profile refreshes (e.g. after an avatar upload) must not
  // overwrite what the user is typing.
  const [form, setForm] = useState<ProfileFormState>(() => formFromProfile(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Puts a saved profile (from the PATCH or an avatar upload) into the signed-in user's data. */
  const applyProfile = useCallback(
    (updated: Profile) =>
      queryClient.setQueryData<Me | null>(queryKeys.me, (old) => (old ? { ...old, profile: updated } : old)),
    [queryClient],
  );

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const save = useMutation({
    mutationFn: ({ body }: { body: ProfileUpdate; submitted: ProfileFormState }) => updateMyProfile(body),
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

  const set: ProfileFields["set"] = (key, value) => {
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

  const text: ProfileFields["text"] = (key) => ({
    value: form[key],
    onChange: (e) => set(key, e.target.value),
  });

  return {
    fields: { form, errors, set, text } satisfies ProfileFields,
    formRef,
    submit,
    saving: save.isPending,
    dirty: hasUnsavedChanges(form, profile),
    applyProfile,
  };
}
