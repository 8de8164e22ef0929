// Requests of the profile page: the profile form, the avatar and the account section (spec §2
// Profile editor, GDPR rights).

import type { DataExport } from "@roost/shared/contracts/account.ts";
import type { Profile } from "@roost/shared/contracts/profile.ts";
import type { ProfileUpdate } from "@roost/shared/contracts/profile-input.ts";
import { ACCOUNT_DELETE_CONFIRMATION } from "@roost/shared/domain/account.ts";
import { api } from "../../lib/api.ts";

export const updateMyProfile = (body: ProfileUpdate) =>
  api<Profile>("/api/me/profile", { method: "PATCH", body });

export const exportMyData = () => api<DataExport>("/api/me/export");

export const deleteMyAccount = () =>
  api<{ deleted: true }>("/api/me/delete", { body: { confirm: ACCOUNT_DELETE_CONFIRMATION } });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append("avatar", file);
  return api<Profile>("/api/me/avatar", { body });
}
