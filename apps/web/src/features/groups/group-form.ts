// Create Group and Manage Group forms (spec §5 Create group). The inputs are strings (what the
// fields hold); the shared createGroup / groupUpdate schemas turn them into the API body, so the
// form accepts exactly what the server accepts.

import {
  type CreateGroup,
  createGroup,
  type GroupUpdate,
  groupUpdate,
} from "@roost/shared/contracts/group-input.ts";
import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import { GROUP_DEFAULT_MAX_MEMBERS } from "@roost/shared/domain/constants.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/form-errors.ts";

export interface GroupFormState {
  name: string;
  description: string;
  max_members: string;
  budget_min: string;
  budget_max: string;
  preferred_locations: string[];
}

export const EMPTY_GROUP_FORM: GroupFormState = {
  name: "",
  description: "",
  max_members: String(GROUP_DEFAULT_MAX_MEMBERS),
  budget_min: "",
  budget_max: "",
  preferred_locations: [],
};

export function groupFormFromGroup(group: MyGroup): GroupFormState {
  return {
    name: group.name,
    description: group.description ?? "",
    max_members: String(group.max_members),
    budget_min: group.budget_min === null ? "" : String(group.budget_min),
    budget_max: group.budget_max === null ? "" : String(group.budget_max),
    preferred_locations: [...group.preferred_locations],
  };
}

export type FormResult<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** A required number field left blank must say "required", not "must be a number". */
const maxMembersInput = (v: string) => (v.trim() === "" ? undefined : v.trim());

export function validateCreateGroup(form: GroupFormState): FormResult<CreateGroup> {
  const parsed = createGroup.safeParse({
    name: form.name,
    description: form.description,
    max_members: maxMembersInput(form.max_members) ?? null,
    budget_min: form.budget_min.trim(),
    budget_max: form.budget_max.trim(),
    preferred_locations: form.preferred_locations,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

/** Manage Group sends every editable field; blanks clear the optional ones. */
export function validateGroupUpdate(form: GroupFormState): FormResult<GroupUpdate> {
  const parsed = groupUpdate.safeParse({
    name: form.name,
    description: form.description,
    max_members: maxMembersInput(form.max_members) ?? null,
    budget_min: form.budget_min.trim(),
    budget_max: form.budget_max.trim(),
    preferred_locations: form.preferred_locations,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
