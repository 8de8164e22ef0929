// Requests of the email settings page (decision 032): the caller's settings, and saving them.

import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

const PATH = "/api/me/notification-settings";

export const useNotificationSettings = () =>
  useQuery({ queryKey: queryKeys.notificationSettings, queryFn: () => api(PATH) });

/** Where the emails go, and the link that confirms the contact email (decision 041). */
export const useContactEmail = () =>
  useQuery({
    queryKey: queryKeys.contactEmail,
    queryFn: () => api("/api/me/contact-email"),
  });

export const useSendContactEmailLink = () =>
  useMutation({
    mutationFn: () => api("/api/me/contact-email/verification", { method: "POST" }),
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api(PATH, { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
}
