// The offline queues' keys (decision 066): each person's entries are theirs alone, and clearing
// one person's queue on sign-out leaves everyone else's. The IndexedDB side is exercised in the
// browser journey (e2e/offline-queues.spec.ts); here the same logic runs on the in-memory store.
import { describe, expect, it } from "vitest";
import { clearQueuesOf, memoryStore, queuedEntries, queueKey } from "./offline-store.ts";

describe("offline queues", () => {
  it("lists one person's entries of one queue, not those of a user whose id starts the same", async () => {
    const store = memoryStore();
    await store.set(queueKey("u1", "outbox", "c1", "m1"), "first");
    await store.set(queueKey("u1", "outbox", "c2", "m2"), "other chat");
    await store.set(queueKey("u10", "outbox", "c1", "m3"), "another person");

    expect(await queuedEntries(store, "u1", "outbox", "c1")).toEqual([
      { key: queueKey("u1", "outbox", "c1", "m1"), value: "first" },
    ]);
    expect((await queuedEntries(store, "u1")).map((e) => e.value).sort()).toEqual(["first", "other chat"]);
  });

  it("clears everything one person queued, and nothing of anyone else's", async () => {
    const store = memoryStore();
    await store.set(queueKey("u1", "outbox", "c1", "m1"), "mine");
    await store.set(queueKey("u1", "favourite", "p1"), { propertyId: "p1", favourite: true });
    await store.set(queueKey("u2", "favourite", "p1"), { propertyId: "p1", favourite: false });

    await clearQueuesOf("u1", store);
    expect(await store.keys()).toEqual([queueKey("u2", "favourite", "p1")]);
  });
});
