// Hearts toggled offline (decision 066): the last toggle wins, and on reconnect each waiting
// toggle is sent once and leaves the queue, unless the connection is still not there.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { memoryStore } from "../../lib/offline-store.ts";
import { applyQueuedFavourites, favouriteQueue, type QueuedFavourite } from "./favourite-queue.ts";

const offline = () => new ApiError(0, "network_error", "You appear to be offline.");

describe("favourite queue", () => {
  it("keeps the last toggle of each heart", async () => {
    const queue = favouriteQueue(memoryStore(), "u1");
    await queue.want({ propertyId: "p1", favourite: true });
    await queue.want({ propertyId: "p1", favourite: false });
    await queue.want({ propertyId: "p2", favourite: true });
    expect(await queue.list()).toEqual([
      { propertyId: "p1", favourite: false },
      { propertyId: "p2", favourite: true },
    ]);
  });

  it("sends each waiting toggle once and empties the queue", async () => {
    const queue = favouriteQueue(memoryStore(), "u1");
    await queue.want({ propertyId: "p1", favourite: true });
    await queue.want({ propertyId: "p2", favourite: false });
    const send = vi.fn(async (_: QueuedFavourite) => {});

    expect(await applyQueuedFavourites(queue, send)).toBe(2);
    expect(send.mock.calls.map(([toggle]) => toggle)).toEqual([
      { propertyId: "p1", favourite: true },
      { propertyId: "p2", favourite: false },
    ]);
    expect(await queue.list()).toEqual([]);
    expect(await applyQueuedFavourites(queue, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("stops while there is still no connection, and drops a toggle the server refused", async () => {
    const queue = favouriteQueue(memoryStore(), "u1");
    await queue.want({ propertyId: "gone", favourite: true });
    await queue.want({ propertyId: "later", favourite: true });
    const send = vi.fn(async ({ propertyId }: QueuedFavourite) => {
      throw propertyId === "gone" ? new ApiError(404, "not_found", "Property not found") : offline();
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});

    expect(await applyQueuedFavourites(queue, send)).toBe(1);
    expect(await queue.list()).toEqual([{ propertyId: "later", favourite: true }]);
  });

  it("keeps each person's toggles apart", async () => {
    const store = memoryStore();
    await favouriteQueue(store, "u1").want({ propertyId: "p1", favourite: true });
    expect(await favouriteQueue(store, "u2").list()).toEqual([]);
  });
});
