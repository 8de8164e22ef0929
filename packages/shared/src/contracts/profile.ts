import { z } from "zod";
import { USER_TYPES } from "../domain/user-types.ts";

/** The signed-in user's own profile, as the API returns it (field names of spec §3). */
export const ProfileSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  current_year: z.string().nullable(),
  university: z.string().nullable(),
  avatar_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  x_url: z.string().nullable(),
  interests: z.array(z.string()),
  hobbies: z.array(z.string()),
  preferred_locations: z.array(z.string()),
  user_type: z.enum(USER_TYPES).nullable(),
  is_verified: z.boolean(),
  /** Granted only by `npm run admin -- grant-operator` (decision 058): opens the operator pages. */
  is_operator: z.boolean(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  created_at: z.string(),
  badges: z.array(
    z.object({ badge_type: z.string(), badge_name: z.string(), description: z.string().nullable() }),
  ),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  session: z.object({ id: z.string(), expires_at: z.string() }),
  profile: ProfileSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const DashboardSummarySchema = z.object({
  counts: z.object({
    groups: z.number().int(),
    applications: z.number().int(),
    messages: z.number().int(),
    favourites: z.number().int(),
    properties: z.number().int(),
  }),
  unread_notifications: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
