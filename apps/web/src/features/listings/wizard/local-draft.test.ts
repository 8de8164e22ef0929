import { describe, expect, it } from "vitest";
import { emptyForm, type ListingForm } from "./listing-form.ts";
import {
  clearLocalDraft,
  LOCAL_DRAFT_MAX_AGE_MS,
  localDraftKey,
  readLocalDraft,
  restoreLocalDraft,
  writeLocalDraft,
} from "./local-draft.ts";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const base: ListingForm = { ...emptyForm(), address_line_1: "1 Old Road", postcode: "M14 6HR" };

describe("local draft storage", () => {
  it("writes, reads back and clears an entry per listing", () => {
    const store = memoryStore();
    writeLocalDraft(store, "p1", { savedAt: 1000, base, form: { ...base, description: "typed" } });
    expect(store.data.has(localDraftKey("p1"))).toBe(true);
    expect(readLocalDraft(store, "p1", 2000)?.form.description).toBe("typed");
    expect(readLocalDraft(store, "p2", 2000)).toBeNull();
    clearLocalDraft(store, "p1");
    expect(readLocalDraft(store, "p1", 2000)).toBeNull();
  });

  it("ignores junk, other versions and entries that are too old", () => {
    const store = memoryStore();
    store.setItem(localDraftKey("a"), "{not json");
    store.setItem(localDraftKey("b"), JSON.stringify({ v: 2, savedAt: 1, base, form: base }));
    store.setItem(localDraftKey("c"), JSON.stringify({ v: 1, savedAt: 1, base, form: { nope: true } }));
    expect(readLocalDraft(store, "a")).toBeNull();
    expect(readLocalDraft(store, "b")).toBeNull();
    expect(readLocalDraft(store, "c")).toBeNull();
    writeLocalDraft(store, "d", { savedAt: 0, base, form: base });
    expect(readLocalDraft(store, "d", LOCAL_DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });

  it("survives storage that throws or is missing", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => writeLocalDraft(broken, "p", { savedAt: 1, base, form: base })).not.toThrow();
    expect(readLocalDraft(broken, "p")).toBeNull();
    expect(() => clearLocalDraft(broken, "p")).not.toThrow();
    expect(readLocalDraft(null, "p")).toBeNull();
  });
});

describe("restoring typing the server has not got", () => {
  it("keeps the server copy when there is nothing local", () => {
    expect(restoreLocalDraft(base, null)).toEqual({ form: base, restored: [] });
  });

  it("restores fields typed locally that the server has not changed since", () => {
    const local = {
      v: 1 as const,
      savedAt: 5000,
      base,
      form: { ...base, description: "Big rooms", bedrooms: "4" },
    };
    const { form, restored } = restoreLocalDraft(base, local);
    expect(form.description).toBe("Big rooms");
    expect(form.bedrooms).toBe("4");
    expect(restored.sort()).toEqual(["bedrooms", "description"]);
  });

  it("lets a later server change win over an older local one", () => {
    const server = { ...base, description: "Written on the laptop" };
    const local = {
      v: 1 as const,
      savedAt: 5000,
      base,
      form: { ...base, description: "Typed on the phone" },
    };
    expect(restoreLocalDraft(server, local, 9000).form.description).toBe("Written on the laptop");
    // Without a server time the server copy is trusted.
    expect(restoreLocalDraft(server, local, null).restored).toEqual([]);
    // A local copy newer than the server's last update wins.
    expect(restoreLocalDraft(server, local, 1000).form.description).toBe("Typed on the phone");
  });

  it("does not report fields whose value the server already has", () => {
    const server = { ...base, description: "Same" };
    const local = { v: 1 as const, savedAt: 5000, base, form: { ...base, description: "Same" } };
    expect(restoreLocalDraft(server, local).restored).toEqual([]);
  });

  it("restores rooms and gives them list keys", () => {
    const rooms = [{ key: "", name: "Attic", monthlyRent: "550", ensuite: false, availableFrom: "" }];
    const local = {
      v: 1 as const,
      savedAt: 5000,
      base,
      form: { ...base, advert_type: "individual_rooms" as const, rooms },
    };
    const { form, restored } = restoreLocalDraft(base, local);
    expect(restored.sort()).toEqual(["advert_type", "rooms"]);
    expect(form.rooms[0]).toMatchObject({ name: "Attic", monthlyRent: "550" });
    expect(form.rooms[0].key).not.toBe("");
  });

  it("treats fields missing from an older entry as unchanged", () => {
    const { description: _omit, ...partial } = { ...base, town: "Salford" };
    const local = { v: 1 as const, savedAt: 5000, base, form: partial as ListingForm };
    const { form, restored } = restoreLocalDraft({ ...base, description: "Server text" }, local);
    expect(restored).toEqual(["town"]);
    expect(form.description).toBe("Server text");
  });
});
