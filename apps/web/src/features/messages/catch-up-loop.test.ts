import { describe, expect, it } from "vitest";
import { type CatchUpSource, catchUpLoop } from "./catch-up-loop.ts";

type M = { id: string };

/** A server holding `ids` in order, answering two messages a page, and a client holding `held`. */
function fakeChat(ids: string[], held: string[]) {
  const requests: (string | null)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let failNext = false;
  const source: CatchUpSource<M> = {
    cursor: () => held.at(-1) ?? null,
    loadLatest: async () => {
      requests.push(null);
      held.push(...ids.slice(-2).filter((id) => !held.includes(id)));
    },
    page: async (after) => {
      requests.push(after);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (failNext) {
        failNext = false;
        throw new Error("offline");
      }
      const rest = ids.slice(ids.indexOf(after) + 1);
      return { messages: rest.slice(0, 2).map((id) => ({ id })), has_more: rest.length > 2 };
    },
    add: (messages) => held.push(...messages.map((m) => m.id).filter((id) => !held.includes(id))),
  };
  return {
    source,
    requests,
    mostInFlight: () => mostInFlight,
    failOnce: () => {
      failNext = true;
    },
  };
}

describe("the chat's catch-up", () => {
  it("reads every page after the newest message held", async () => {
    const held = ["a"];
    const chat = fakeChat(["a", "b", "c", "d", "e"], held);
    expect(await catchUpLoop(chat.source)()).toBe(true);
    expect(held).toEqual(["a", "b", "c", "d", "e"]);
    expect(chat.requests).toEqual(["a", "c"]);
  });

  it("runs one request at a time in a burst of events, and catches up on what came meanwhile", async () => {
    const ids = ["a", "b"];
    const held = ["a"];
    const chat = fakeChat(ids, held);
    const catchUp = catchUpLoop(chat.source);
    const first = catchUp();
    ids.push("c", "d");
    await Promise.all([catchUp(), catchUp(), catchUp()]);
    await first;
    expect(chat.mostInFlight()).toBe(1);
    expect(held).toEqual(["a", "b", "c", "d"]);
  });

  it("reads the latest page when nothing is held yet", async () => {
    const held: string[] = [];
    const chat = fakeChat(["a", "b", "c"], held);
    await catchUpLoop(chat.source)();
    expect(chat.requests).toEqual([null]);
    expect(held).toEqual(["b", "c"]);
  });

  it("says a failed catch-up failed, keeps what it held, and the next call starts again", async () => {
    const held = ["a"];
    const chat = fakeChat(["a", "b"], held);
    const catchUp = catchUpLoop(chat.source);
    chat.failOnce();
    expect(await catchUp()).toBe(false);
    expect(held).toEqual(["a"]);
    expect(await catchUp()).toBe(true);
    expect(held).toEqual(["a", "b"]);
  });
});
