import { describe, expect, it } from "vitest";
import {
  EMPTY_GROUP_FORM,
  groupFormFromGroup,
  validateCreateGroup,
  validateGroupUpdate,
} from "./group-form.ts";

describe("validateCreateGroup", () => {
  it("requires a name and defaults max members to 6", () => {
    const r = validateCreateGroup(EMPTY_GROUP_FORM);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.name).toBe("Group name is required");
    const ok = validateCreateGroup({ ...EMPTY_GROUP_FORM, name: "  Fallowfield Five " });
    expect(ok).toEqual({
      ok: true,
      body: {
        name: "Fallowfield Five",
        description: null,
        max_members: 6,
        budget_min: null,
        budget_max: null,
        preferred_locations: [],
        looking_for_property: true,
      },
    });
  });

  it("keeps max members within 2 to 10 and requires it", () => {
    for (const [value, message] of [
      ["1", "Maximum members must be at least 2"],
      ["11", "Maximum members must be at most 10"],
      ["", "Maximum members is required"],
    ] as const) {
      const r = validateCreateGroup({ ...EMPTY_GROUP_FORM, name: "A", max_members: value });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.max_members).toBe(message);
    }
  });

  it("parses budgets, empty ones become null, and checks their order", () => {
    const r = validateCreateGroup({ ...EMPTY_GROUP_FORM, name: "A", budget_min: "400", budget_max: "" });
    expect(r.ok && r.body.budget_min === 400 && r.body.budget_max === null).toBe(true);
    const bad = validateCreateGroup({ ...EMPTY_GROUP_FORM, name: "A", budget_min: "900", budget_max: "500" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.budget_max).toMatch(/at least the minimum/);
  });
});

describe("validateGroupUpdate / groupFormFromGroup", () => {
  it("round-trips a group into the form and back", () => {
    const form = groupFormFromGroup({
      id: "g",
      name: "Five",
      description: null,
      budget_min: 500,
      budget_max: null,
      max_members: 5,
      created_by: "u",
      looking_for_property: true,
      preferred_locations: ["Fallowfield"],
      created_at: "",
      member_count: 2,
      is_full: false,
      invite_code: "ABCD2345",
      is_leader: true,
      my_role: "admin",
      members: [],
      conversation_id: null,
      pending_request_count: 0,
    });
    expect(form).toMatchObject({
      name: "Five",
      description: "",
      max_members: "5",
      budget_min: "500",
      budget_max: "",
    });
    const r = validateGroupUpdate(form);
    expect(r).toEqual({
      ok: true,
      body: {
        name: "Five",
        description: null,
        max_members: 5,
        budget_min: 500,
        budget_max: null,
        preferred_locations: ["Fallowfield"],
      },
    });
  });
});
