// Requests of the profile page: the profile form, the avatar and the account section (spec §2
// Profile editor, GDPR rights).

import type { ProfileUpdate } from "@roost/shared/contracts/profile-input.ts";
import { ACCOUNT_DELETE_CONFIRMATION } from "@roost/shared/domain/account.ts";
import { api } from "../../lib/api.ts";

export const updateMyProfile = (body: ProfileUpdate) => api("/api/me/profile", { method: "PATCH", body });

export const exportMyData = () => api("/api/me/export");

export const deleteMyAccount = () =>
  api("/api/me/delete", { method: "POST", body: { confirm: ACCOUNT_DELETE_CONFIRMATION } });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append("avatar", file);
  return api("/api/me/avatar", { method: "POST", body });
}
