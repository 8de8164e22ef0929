import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeClient, realtimeUrl, type SocketLike } from "./realtime.ts";
import { SubscriptionRegistry } from "./realtime-registry.ts";

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // test helpers
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;
const makeClient = (extra: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) =>
  new RealtimeClient({ url: "ws://test/api/realtime", createSocket: (u) => new FakeSocket(u), ...extra });

const CONV = "conversation:11111111-1111-4111-8111-111111111111" as const;
const USER = "user:u1" as const;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("realtimeUrl", () => {
  it("uses ws for http and wss for https on the same host", () => {
    expect(realtimeUrl({ protocol: "http:", host: "localhost:3500" })).toBe(
      "ws://localhost:3500/api/realtime",
    );
    expect(realtimeUrl({ protocol: "https:", host: "roost.example" })).toBe(
      "wss://roost.example/api/realtime",
    );
  });
});

describe("SubscriptionRegistry", () => {
  it("reference-counts listeners per channel", () => {
    const r = new SubscriptionRegistry();
    const a = () => {};
    const b = () => {};
    expect(r.add(CONV, a)).toBe(true);
    expect(r.add(CONV, b)).toBe(false);
    expect(r.count(CONV)).toBe(2);
    expect(r.remove(CONV, a)).toBe(false);
    expect(r.remove(CONV, a)).toBe(false); // twice is harmless
    expect(r.remove(CONV, b)).toBe(true);
    expect(r.active()).toEqual([]);
  });
});

describe("RealtimeClient", () => {
  it("subscribes once per channel and unsubscribes when the last listener leaves", () => {
    const client = makeClient();
    client.start();
    latest().open();
    const off1 = client.subscribe(CONV, () => {});
    const off2 = client.subscribe(CONV, () => {});
    expect(latest().sent).toEqual([{ type: "subscribe", channel: CONV }]);
    off1();
    off1();
    expect(latest().sent).toHaveLength(1);
    off2();
    expect(latest().sent).toEqual([
      { type: "subscribe", channel: CONV },
      { type: "unsubscribe", channel: CONV },
    ]);
  });

  it("sends subscriptions made before the socket opened once it opens", () => {
    const client = makeClient();
    client.subscribe(USER, () => {});
    client.start();
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ type: "subscribe", channel: USER }]);
  });

  it("delivers events to the channel's listeners and ignores unknown kinds and junk", () => {
    const client = makeClient();
    const onConv = vi.fn();
    const onUser = vi.fn();
    client.subscribe(CONV, onConv);
    client.subscribe(USER, onUser);
    client.start();
    latest().open();
    const event = { kind: "message_created", conversation_id: "c", message_id: "m", sender_id: "u2" };
    latest().receive({ type: "event", channel: CONV, event });
    latest().receive({ type: "event", channel: CONV, event: { kind: "brand_new_kind", x: 1 } });
    latest().receive("not json");
    latest().receive({ type: "mystery" });
    latest().receive({ type: "pong" });
    expect(onConv).toHaveBeenCalledTimes(1);
    expect(onConv).toHaveBeenCalledWith(event, CONV);
    expect(onUser).not.toHaveBeenCalled();
  });

  it("one throwing listener does not stop the others", () => {
    const client = makeClient();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = vi.fn();
    client.subscribe(USER, () => {
      throw new Error("boom");
    });
    client.subscribe(USER, ok);
    client.start();
    latest().open();
    latest().receive({ type: "event", channel: USER, event: { kind: "notifications_changed" } });
    expect(ok).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("reconnects after 1 s, 2 s, 5 s, then every 10 s, and resets after a successful open", () => {
    const client = makeClient();
    client.start();
    expect(FakeSocket.all).toHaveLength(1);
    const expectNextAfter = (ms: number) => {
      const before = FakeSocket.all.length;
      latest().drop();
      vi.advanceTimersByTime(ms - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
    };
    expectNextAfter(1000);
    expectNextAfter(2000);
    expectNextAfter(5000);
    expectNextAfter(10_000);
    expectNextAfter(10_000);
    latest().open();
    expectNextAfter(1000);
  });

  it("resubscribes every channel and calls onReconnect after a reconnect, not on the first open", () => {
    const client = makeClient();
    const reconnected = vi.fn();
    client.onReconnect(reconnected);
    client.subscribe(USER, () => {});
    client.subscribe(CONV, () => {});
    client.start();
    latest().open();
    expect(reconnected).not.toHaveBeenCalled();
    latest().drop();
    vi.advanceTimersByTime(1000);
    const second = latest();
    expect(second.sent).toEqual([]);
    second.open();
    expect(second.sent).toEqual([
      { type: "subscribe", channel: USER },
      { type: "subscribe", channel: CONV },
    ]);
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it("does not send while disconnected and forgets channels left in the meantime", () => {
    const client = makeClient();
    client.start();
    latest().open();
    const off = client.subscribe(CONV, () => {});
    latest().drop();
    off();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it("pings every heartbeat while open and stops when closed", () => {
    const client = makeClient({ heartbeatMs: 25_000 });
    client.start();
    latest().open();
    vi.advanceTimersByTime(50_000);
    expect(latest().sent).toEqual([{ type: "ping" }, { type: "ping" }]);
    const first = latest();
    first.drop();
    vi.advanceTimersByTime(25_000);
    expect(first.sent).toHaveLength(2);
  });

  it("stop closes the socket and never reconnects; start opens a new one", () => {
    const client = makeClient();
    const status = vi.fn();
    client.onStatus(status);
    client.start();
    client.start(); // idempotent
    expect(FakeSocket.all).toHaveLength(1);
    latest().open();
    const first = latest();
    client.stop();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status).toBe("idle");
    expect(status.mock.calls.map((c) => c[0])).toEqual(["connecting", "open", "idle"]);
    client.start();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("a pending reconnect is cancelled by stop", () => {
    const client = makeClient();
    client.start();
    latest().drop();
    client.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("retries when the socket cannot even be created", () => {
    let fail = true;
    const client = new RealtimeClient({
      url: () => "ws://x/api/realtime",
      createSocket: (u) => {
        if (fail) throw new Error("nope");
        return new FakeSocket(u);
      },
    });
    client.start();
    expect(FakeSocket.all).toHaveLength(0);
    fail = false;
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("reports forbidden channels", () => {
    const onForbidden = vi.fn();
    const client = makeClient({ onForbidden });
    client.start();
    latest().open();
    latest().receive({ type: "error", code: "forbidden", channel: CONV });
    expect(onForbidden).toHaveBeenCalledWith(CONV);
  });
});
