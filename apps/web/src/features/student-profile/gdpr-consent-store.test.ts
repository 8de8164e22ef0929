import { describe, expect, it } from "vitest";
import {
  type ConsentStorage,
  findConsent,
  forgetConsent,
  GDPR_CONSENT_STORAGE_KEY,
  hasStoredConsent,
  parseConsents,
  readConsents,
  storeConsent,
  withConsent,
  withoutConsent,
} from "./gdpr-consent-store.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): ConsentStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (Object.hasOwn(data, k) ? (data[k] as string) : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

const NOW = new Date("2026-03-01T10:00:00.000Z");

describe("parseConsents", () => {
  it("returns an empty list for missing, corrupt or non-list data", () => {
    expect(parseConsents(null)).toEqual([]);
    expect(parseConsents("")).toEqual([]);
    expect(parseConsents("{not json")).toEqual([]);
    expect(parseConsents('{"student_id":"s"}')).toEqual([]);
  });

  it("keeps well-formed records and drops malformed ones", () => {
    const good = { student_id: "s1", landlord_id: "l1", consented_at: NOW.toISOString() };
    const raw = JSON.stringify([
      good,
      { student_id: "s2" },
      null,
      { student_id: "", landlord_id: "l", consented_at: "x" },
    ]);
    expect(parseConsents(raw)).toEqual([good]);
  });
});

describe("withConsent / findConsent", () => {
  it("adds a record with the consent time", () => {
    const next = withConsent([], "s1", "l1", NOW);
    expect(next).toEqual([{ student_id: "s1", landlord_id: "l1", consented_at: "2026-03-01T10:00:00.000Z" }]);
    expect(findConsent(next, "s1", "l1")).not.toBeNull();
  });

  it("is per student and per landlord", () => {
    const next = withConsent([], "s1", "l1", NOW);
    expect(findConsent(next, "s2", "l1")).toBeNull();
    expect(findConsent(next, "s1", "l2")).toBeNull();
  });

  it("keeps the first consent time when asked again (one-time)", () => {
    const first = withConsent([], "s1", "l1", NOW);
    const again = withConsent(first, "s1", "l1", new Date("2026-04-01T00:00:00Z"));
    expect(again).toEqual(first);
  });
});

describe("withoutConsent / forgetConsent (the server's record wins over the cache)", () => {
  it("drops only the pair's record", () => {
    const records = withConsent(
      withConsent(withConsent([], "s1", "l1", NOW), "s2", "l1", NOW),
      "s1",
      "l2",
      NOW,
    );
    expect(withoutConsent(records, "s1", "l1").map((r) => [r.student_id, r.landlord_id])).toEqual([
      ["s2", "l1"],
      ["s1", "l2"],
    ]);
  });

  it("forgets a stored consent and tolerates broken or missing storage", () => {
    const storage = memoryStorage();
    storeConsent(storage, "s1", "l1", NOW);
    storeConsent(storage, "s2", "l1", NOW);
    forgetConsent(storage, "s1", "l1");
    expect(hasStoredConsent(storage, "s1", "l1")).toBe(false);
    expect(hasStoredConsent(storage, "s2", "l1")).toBe(true);
    const broken: ConsentStorage = {
      getItem: () => "[]",
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => forgetConsent(broken, "s1", "l1")).not.toThrow();
    expect(() => forgetConsent(null, "s1", "l1")).not.toThrow();
  });
});

describe("storage round trip", () => {
  it("stores and reads back a consent", () => {
    const storage = memoryStorage();
    expect(hasStoredConsent(storage, "s1", "l1")).toBe(false);
    expect(storeConsent(storage, "s1", "l1", NOW)).toBe(true);
    expect(hasStoredConsent(storage, "s1", "l1")).toBe(true);
    expect(JSON.parse(storage.data[GDPR_CONSENT_STORAGE_KEY] as string)).toHaveLength(1);
  });

  it("appends to existing consents of other students", () => {
    const storage = memoryStorage();
    storeConsent(storage, "s1", "l1", NOW);
    storeConsent(storage, "s2", "l1", NOW);
    storeConsent(storage, "s1", "l1", NOW);
    expect(readConsents(storage).map((r) => r.student_id)).toEqual(["s1", "s2"]);
  });

  it("overwrites corrupt stored data instead of failing", () => {
    const storage = memoryStorage({ [GDPR_CONSENT_STORAGE_KEY]: "garbage" });
    expect(storeConsent(storage, "s1", "l1", NOW)).toBe(true);
    expect(hasStoredConsent(storage, "s1", "l1")).toBe(true);
  });

  it("survives storage that throws or is missing", () => {
    const broken: ConsentStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(hasStoredConsent(broken, "s1", "l1")).toBe(false);
    expect(storeConsent(broken, "s1", "l1", NOW)).toBe(false);
    expect(storeConsent(null, "s1", "l1", NOW)).toBe(false);
    expect(hasStoredConsent(undefined, "s1", "l1")).toBe(false);
  });
});
