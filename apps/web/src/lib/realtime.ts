// The browser side of the realtime protocol (contracts/conversations.ts, docs/architecture.md §4):
// one WebSocket per signed-in tab, channels reference-counted across components, every channel
// resubscribed after a reconnect, reconnect backoff 1 s, 2 s, 5 s then every 10 s, an
// application-level ping every 25 s. Events carry ids only; listeners refetch what they show.
// Nothing here touches React, so it is unit-tested with a fake socket and timers. Which component
// listens to which channel is kept in realtime-registry.ts; server messages are read in
// realtime-messages.ts.

import type { RealtimeClientMessage } from "@roost/shared/contracts/conversations.ts";
import { REALTIME_HEARTBEAT_MS } from "@roost/shared/domain/constants.ts";
import { REALTIME_PATH, type RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { reconnectDelayMs } from "@roost/shared/domain/reconnect-backoff.ts";
import { readServerMessage } from "./realtime-messages.ts";
import { type RealtimeListener, SubscriptionRegistry } from "./realtime-registry.ts";

/** The part of the browser WebSocket the client uses, so tests can inject a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;
export type RealtimeStatus = "idle" | "connecting" | "open" | "closed";

const OPEN = 1;

export interface RealtimeClientOptions {
  /** ws(s)://host/api/realtime; computed lazily so tests and SSR never touch window. */
  url: string | (() => string);
  createSocket?: SocketFactory;
  heartbeatMs?: number;
  /** Delay before reconnect attempt n (0-based); reconnectDelayMs by default. */
  backoff?: (attempt: number) => number;
  /** The server refused a channel (not a participant, or removed). */
  onForbidden?: (channel: string) => void;
}

/** Same-origin WebSocket address of the realtime endpoint. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${REALTIME_PATH}`;
}

export class RealtimeClient {
  private readonly registry = new SubscriptionRegistry();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private socket: SocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private attempt = 0;
  private openedBefore = false;
  private running = false;
  private statusValue: RealtimeStatus = "idle";

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  /** Opens the socket (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes the socket for good (sign-out); listeners stay registered but nothing is delivered. */
  stop(): void {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, "signed out");
    }
    this.attempt = 0;
    this.openedBefore = false;
    this.setStatus("idle");
  }

  /** Listen to a channel; returns the function that stops listening. */
  subscribe(channel: RealtimeChannel, listener: RealtimeListener): () => void {
    if (this.registry.add(channel, listener)) this.send({ type: "subscribe", channel });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.registry.remove(channel, listener)) this.send({ type: "unsubscribe", channel });
    };
  }

  /** Called after every reconnect (not the first connection): refetch what the page shows. */
  onReconnect(callback: () => void): () => void {
    this.reconnectListeners.add(callback);
    return () => this.reconnectListeners.delete(callback);
  }

  onStatus(callback: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(callback);
    return () => this.statusListeners.delete(callback);
  }

  /** Channels with at least one listener (for tests and debugging). */
  channels(): RealtimeChannel[] {
    return this.registry.active();
  }

  listenerCount(channel: RealtimeChannel): number {
    return this.registry.count(channel);
  }

  // ------------------------------------------------------------------ internals

  private connect(): void {
    if (!this.running) return;
    const url = typeof this.options.url === "function" ? this.options.url() : this.options.url;
    const factory = this.options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
    this.setStatus("connecting");
    let socket: SocketLike;
    try {
      socket = factory(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (ev) => this.handleMessage(ev.data);
    socket.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    socket.onclose = () => this.handleClose(socket);
  }

  private handleOpen(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.attempt = 0;
    this.setStatus("open");
    for (const channel of this.registry.active()) this.send({ type: "subscribe", channel });
    this.heartbeatTimer = setInterval(
      () => this.send({ type: "ping" }),
      this.options.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    );
    if (this.openedBefore) {
      for (const callback of [...this.reconnectListeners]) safely(callback);
    }
    this.openedBefore = true;
  }

  private handleClose(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.detach(socket);
    this.socket = null;
    this.clearTimers();
    this.setStatus("closed");
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.running || this.retryTimer) return;
    const delay = (this.options.backoff ?? reconnectDelayMs)(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private handleMessage(data: unknown): void {
    if (typeof data !== "string") return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    // Unknown message types and event kinds are ignored (the list may grow).
    const message = readServerMessage(json);
    if (!message) return;
    if (message.type === "event") {
      for (const listener of this.registry.listeners(message.channel)) {
        safely(() => listener(message.event, message.channel as RealtimeChannel));
      }
    } else if (message.type === "error" && message.code === "forbidden" && message.channel) {
      this.options.onForbidden?.(message.channel);
    }
  }

  private send(message: RealtimeClientMessage): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return; // sent on (re)open instead
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // The close handler reconnects and resubscribes.
    }
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const callback of [...this.statusListeners]) safely(() => callback(status));
  }
}

function safely(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    console.error("realtime listener failed", error);
  }
}
