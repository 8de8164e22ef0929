import { TAG_MAX_LENGTH, TAGS_MAX } from "@roost/shared/contracts/validation.ts";
import { describe, expect, it } from "vitest";
import { addTag, canAddTag, removeTag, tagRejectionText } from "./tag-rules.ts";

describe("addTag", () => {
  it("adds a trimmed tag at the end without touching the original list", () => {
    const tags = ["Football"];
    const result = addTag(tags, "  Rock   climbing ");
    expect(result).toEqual({ ok: true, tags: ["Football", "Rock climbing"], tag: "Rock climbing" });
    expect(tags).toEqual(["Football"]);
  });

  it("ignores empty and whitespace-only text", () => {
    expect(addTag(["Football"], "")).toMatchObject({ ok: false, reason: "empty", tags: ["Football"] });
    expect(addTag(["Football"], "   \t ")).toMatchObject({ ok: false, reason: "empty" });
  });

  it("ignores duplicates whatever their case or surrounding spaces, keeping the first spelling", () => {
    expect(addTag(["Football"], "football")).toMatchObject({
      ok: false,
      reason: "duplicate",
      tags: ["Football"],
    });
    expect(addTag(["Football"], " FOOTBALL ")).toMatchObject({ ok: false, reason: "duplicate" });
    expect(addTag(["Rock climbing"], "rock  climbing")).toMatchObject({ ok: false, reason: "duplicate" });
  });

  it("refuses a tag longer than TAG_MAX_LENGTH but accepts one exactly at it", () => {
    expect(addTag([], "a".repeat(TAG_MAX_LENGTH + 1))).toMatchObject({ ok: false, reason: "too_long" });
    expect(addTag([], "a".repeat(TAG_MAX_LENGTH))).toMatchObject({ ok: true });
  });

  it("refuses a new tag once TAGS_MAX are in the list", () => {
    const almostFull = Array.from({ length: TAGS_MAX - 1 }, (_, i) => `tag ${i}`);
    const full = addTag(almostFull, "last one");
    expect(full.ok).toBe(true);
    expect(full.tags).toHaveLength(TAGS_MAX);
    expect(addTag(full.tags, "one too many")).toMatchObject({ ok: false, reason: "limit" });
  });

  it("honours custom limits", () => {
    expect(addTag(["a"], "b", { maxLength: 5, maxTags: 1 })).toMatchObject({ ok: false, reason: "limit" });
    expect(addTag([], "toolong", { maxLength: 5, maxTags: 3 })).toMatchObject({
      ok: false,
      reason: "too_long",
    });
  });
});

describe("canAddTag", () => {
  it("is false for blank text (the Add button is disabled)", () => {
    expect(canAddTag([], "")).toBe(false);
    expect(canAddTag([], "   ")).toBe(false);
    expect(canAddTag([], " x ")).toBe(true);
  });

  it("is false once the list is full", () => {
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect(canAddTag(full, "more")).toBe(false);
  });
});

describe("removeTag and tagRejectionText", () => {
  it("removes exactly the given tag", () => {
    expect(removeTag(["Football", "Cooking", "Chess"], "Cooking")).toEqual(["Football", "Chess"]);
    expect(removeTag(["Football"], "football")).toEqual(["Football"]);
  });

  it("explains refusals, staying silent for empty text", () => {
    expect(tagRejectionText("empty", "")).toBeNull();
    expect(tagRejectionText("duplicate", "  football ")).toBe('"football" is already in the list');
    expect(tagRejectionText("limit", "x")).toBe(`You can add up to ${TAGS_MAX}`);
    expect(tagRejectionText("too_long", "x")).toContain(String(TAG_MAX_LENGTH));
  });
});
