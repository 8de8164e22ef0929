// One client socket as the realtime hub holds it: its user, the session that opened it, its
// channels and whether it answered the last heartbeat; and the close codes the client acts on.
import type { RealtimeServerMessage } from "@roost/shared/contracts/conversations.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { REALTIME_FRAME_BURST, REALTIME_FRAMES_PER_SECOND } from "@roost/shared/domain/transport-limits.ts";

/** The little of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface HubSocket {
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

const OPEN = 1;
/**
 * Close code "policy violation": for a socket whose session ended (sign-out, revocation, expiry),
 * and for one that sent more frames than its budget allows.
 */
export const SESSION_ENDED_CLOSE = 1008;
export const FLOOD_CLOSE = 1008;
/**
 * Close code "service restart" for a socket that may have missed events (the bus lost its LISTEN
 * connection, a membership check failed, the server stops): the client reconnects, resubscribes
 * (checked again) and refetches what it shows (decision 004).
 */
export const RESYNC_CLOSE = 1012;

export class Connection {
  readonly channels = new Set<RealtimeChannel>();
  alive = true;
  /** The client's frames, handled one after another: one socket holds at most one pool connection. */
  inbox: Promise<void> = Promise.resolve();
  private frameTokens: number = REALTIME_FRAME_BURST;
  private tokensAt: number;

  constructor(
    readonly userId: string,
    /** The session that opened the socket: when it ends, the socket closes. */
    readonly sessionId: string,
    readonly socket: HubSocket,
    now = Date.now(),
  ) {
    this.tokensAt = now;
  }

  /**
   * Spends one frame of the socket's budget (a token bucket: REALTIME_FRAME_BURST at once, refilled
   * at REALTIME_FRAMES_PER_SECOND); false when it is spent.
   */
  takeFrame(now = Date.now()): boolean {
    const refill = ((now - this.tokensAt) * REALTIME_FRAMES_PER_SECOND) / 1000;
    this.frameTokens = Math.min(REALTIME_FRAME_BURST, this.frameTokens + refill);
    this.tokensAt = now;
    if (this.frameTokens < 1) return false;
    this.frameTokens -= 1;
    return true;
  }

  send(message: RealtimeServerMessage) {
    this.sendRaw(JSON.stringify(message));
  }

  /** Sends an already serialised message (one JSON.stringify for all recipients of an event). */
  sendRaw(data: string) {
    this.sendAll([data]);
  }

  /**
   * Sends serialised messages in order, in one write to the network where the socket allows: a
   * chat message is two events for each member's socket (message_created, conversation_updated),
   * and one write each was a large share of the server's time (decision 043). ws
   * keeps its TCP socket as `_socket`; corked, its frames leave in one writev on uncork.
   */
  sendAll(messages: readonly string[]) {
    if (this.socket.readyState !== OPEN) return;
    const stream = (this.socket as { _socket?: { cork?(): void; uncork?(): void } })._socket;
    stream?.cork?.();
    try {
      for (const data of messages) this.socket.send(data);
    } catch {
      // A socket that fails to send is closing; the close handler cleans up.
    } finally {
      stream?.uncork?.();
    }
  }
}
