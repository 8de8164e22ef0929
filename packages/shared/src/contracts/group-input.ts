// The group forms (Create Group, Manage Group, join by code, join request note) as the web app and
// the API both parse them; contracts/groups.ts uses them as the request bodies.

import { z } from "zod";
import {
  GROUP_DEFAULT_MAX_MEMBERS,
  GROUP_MAX_MEMBERS,
  GROUP_MIN_MEMBERS,
  INVITE_CODE_LENGTH,
  JOIN_REQUEST_MESSAGE_MAX,
} from "../domain/constants.ts";
import {
  BUDGET_ORDER_ISSUE,
  budget,
  budgetsInOrder,
  optionalText,
  tagList,
  toBudgetInput,
} from "./validation.ts";

/** Trimmed and upper-cased for lookup (§5), so "abcd1234 " finds "ABCD1234". */
export const inviteCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "Invite code is required")
  .max(INVITE_CODE_LENGTH, `Invite code must be at most ${INVITE_CODE_LENGTH} characters`);

const maxMembers = z.preprocess(
  toBudgetInput,
  z
    .number({ error: "Maximum members is required" })
    .int("Maximum members must be a whole number")
    .min(GROUP_MIN_MEMBERS, `Maximum members must be at least ${GROUP_MIN_MEMBERS}`)
    .max(GROUP_MAX_MEMBERS, `Maximum members must be at most ${GROUP_MAX_MEMBERS}`),
);

const groupName = z
  .string()
  .trim()
  .min(1, "Group name is required")
  .max(80, "Group name must be at most 80 characters");

/**
 * Empty budgets are stored as null (§5). A new group is discoverable unless the creator says
 * otherwise, since Discover lists only groups looking for a property.
 */
export const createGroup = z
  .object({
    name: groupName,
    description: optionalText(500, "Description").transform((v) => v ?? null),
    max_members: maxMembers.default(GROUP_DEFAULT_MAX_MEMBERS),
    budget_min: budget.transform((v) => v ?? null),
    budget_max: budget.transform((v) => v ?? null),
    preferred_locations: tagList.default([]),
    looking_for_property: z.boolean().default(true),
  })
  .refine(budgetsInOrder, BUDGET_ORDER_ISSUE);
export type CreateGroupInput = z.input<typeof createGroup>;
export type CreateGroup = z.output<typeof createGroup>;

/**
 * Manage Group (leader). Absent fields are unchanged. Lowering max_members below the current
 * member count is a rule the service checks against the database.
 */
export const groupUpdate = z
  .object({
    name: groupName.optional(),
    description: optionalText(500, "Description"),
    max_members: maxMembers.optional(),
    budget_min: budget,
    budget_max: budget,
    preferred_locations: tagList.optional(),
    looking_for_property: z.boolean().optional(),
  })
  .refine(budgetsInOrder, BUDGET_ORDER_ISSUE);
export type GroupUpdateInput = z.input<typeof groupUpdate>;
export type GroupUpdate = z.output<typeof groupUpdate>;

/** Optional note with a join request (§5: at most 500 characters, shown with a counter). */
export const joinRequestMessage = optionalText(JOIN_REQUEST_MESSAGE_MAX, "Message");
export type JoinRequestMessage = z.output<typeof joinRequestMessage>;
