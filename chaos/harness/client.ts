// A chaos client: one real user on real HTTP and a real WebSocket, keeping its own view of one
// conversation exactly as the web app's chat does. It runs the web app's own code where that code
// is free of React: the realtime client (apps/web/src/lib/realtime.ts: reconnect backoff,
// resubscribe, onReconnect) and the chat's merge helpers (chat-messages.ts: latest page, catch-up
// by `?after=`, own messages added from the POST answer, dedupe by id) and its catch-up loop
// (catch-up-loop.ts). A send that got no 2xx is retried with the same message id, as the chat's
// "Not sent — Retry" does.
import { randomUUID } from "node:crypto";
import type { Message, MessagePage } from "@roost/shared/contracts/conversations.ts";
import { CHAT_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { conversationChannel, REALTIME_PATH } from "@roost/shared/domain/realtime-channels.ts";
import WebSocket from "ws";
import { catchUpLoop } from "../../apps/web/src/features/messages/catch-up-loop.ts";
import {
  addSent,
  appendNewer,
  catchUpCursor,
  type MessageWindow,
  mergeLatestPage,
} from "../../apps/web/src/features/messages/chat-messages.ts";
import { RealtimeClient, type SocketLike } from "../../apps/web/src/lib/realtime.ts";
import { sleep, waitFor } from "./ports.ts";

const REQUEST_TIMEOUT_MS = 15_000;
/** Times a set-up call tries again after a 503, as a person would after "try again in a moment". */
const BUSY_RETRIES = 3;

/** Calls again while the server answers 503 (busy for the moment), after its Retry-After or a second. */
async function untilNotBusy<R extends { status: number }>(
  call: () => Promise<R>,
  retryAfterSeconds: (answer: R) => number | null,
): Promise<R> {
  let answer = await call();
  for (let retry = 0; answer.status === 503 && retry < BUSY_RETRIES; retry++) {
    await sleep((retryAfterSeconds(answer) ?? 1) * 1000);
    answer = await call();
  }
  return answer;
}
/** A person clicks "Retry" about a second after "Not sent" appears; a Retry-After is honoured. */
const RETRY_DELAY_MS = 1000;
const MAX_RETRY_WAIT_MS = 10_000;

export interface ServerAddress {
  readonly url: string;
}

export type HttpAnswer =
  | { ok: true; status: number; body: unknown }
  | {
      ok: false;
      /** 0: no answer at all (refused, reset, timed out). */
      status: number;
      code: string;
      /** Retry-After in seconds, when sent. */
      retryAfter: number | null;
      /** The body is the error contract {"error": {"code", "message"}}. */
      contract: boolean;
    };

/** One logical send: one client-chosen id, however many attempts it takes. */
export interface SendRecord {
  readonly id: string;
  readonly content: string;
  readonly sender: string;
  attempts: number;
  outcome: "pending" | "acknowledged" | "refused" | "abandoned";
  /** 201 stored now; 200 stored by an earlier attempt whose answer was lost (idempotent retry). */
  acknowledgedWith: number | null;
  settled: Promise<void>;
}

/** A non-2xx answer to a send, kept to check that failures were clean. */
export interface Refusal {
  status: number;
  code: string;
  retryAfter: number | null;
  contract: boolean;
}

export class ChaosClient {
  view: MessageWindow | undefined;
  /** message_created events received on the conversation channel. */
  liveEvents = 0;
  /** Reconnects of the socket after the first connection (each runs the catch-up). */
  reconnects = 0;
  readonly sends: SendRecord[] = [];
  readonly refusals: Refusal[] = [];
  /** Sends that got no answer at all (server down, connection cut). */
  networkErrors = 0;
  private retrying = true;
  private realtime: RealtimeClient | null = null;
  private conversationId = "";
  private subscribed = false;
  /** The chat's own catch-up loop, on this client's view. */
  private readonly catchUp = catchUpLoop<Message>({
    cursor: () => catchUpCursor(this.view),
    loadLatest: () => this.loadLatest(),
    page: (after) => this.page({ after }),
    add: (messages) => {
      if (this.view) this.view = appendNewer(this.view, messages);
    },
  });

  private constructor(
    readonly label: string,
    readonly userId: string,
    private readonly cookie: string,
    private readonly server: ServerAddress,
  ) {}

  /** Signs up through the development sign-in and onboards (as a student unless told: groups are for students). */
  static async signUp(
    server: ServerAddress,
    label: string,
    email: string,
    userType = "student",
  ): Promise<ChaosClient> {
    const signIn = () =>
      fetch(`${server.url}/api/auth/dev/sign-in`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ email, name: label }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    const res = await untilNotBusy(signIn, (r) => Number(r.headers.get("retry-after")) || null);
    if (res.status !== 200) throw new Error(`dev sign-in of ${email}: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const client = new ChaosClient(label, user.id, cookie, server);
    await client.must("POST", "/api/me/onboarding", {
      first_name: label,
      last_name: "Chaos",
      user_type: userType,
    });
    return client;
  }

  /** One API call as the browser makes it: same origin, session cookie, JSON. Never throws. */
  async request(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.server.url}${path}`, {
        method,
        headers: {
          origin: this.server.url,
          cookie: this.cookie,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    } catch {
      return { ok: false, status: 0, code: "network_error", retryAfter: null, contract: false };
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: fails the contract check below.
    }
    if (res.ok) return { ok: true, status: res.status, body: json };
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const retryAfter = Number(res.headers.get("retry-after"));
    return {
      ok: false,
      status: res.status,
      code: typeof error?.code === "string" ? error.code : "unknown",
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      contract: typeof error?.code === "string" && typeof error.message === "string",
    };
  }

  /** A setup call that must succeed. */
  async must<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await untilNotBusy(
      () => this.request(method, path, body),
      (a) => (a.ok ? null : a.retryAfter),
    );
    if (!answer.ok)
      throw new Error(`${this.label}: ${method} ${path} answered ${answer.status} ${answer.code}`);
    return answer.body as T;
  }

  /** Opens the chat as the web app does: socket and conversation channel, then the latest page. */
  async openChat(conversationId: string): Promise<void> {
    this.conversationId = conversationId;
    const wsUrl = `${this.server.url.replace(/^http/, "ws")}${REALTIME_PATH}`;
    const channel = conversationChannel(conversationId);
    const realtime = new RealtimeClient({
      url: wsUrl,
      createSocket: (url) => {
        this.subscribed = false;
        const ws = new WebSocket(url, { headers: { cookie: this.cookie, origin: this.server.url } });
        // The web client detaches its handlers before closing a socket; an error after that must
        // not become an uncaught exception in Node (a browser just drops it).
        ws.on("error", () => {});
        // The web client does not surface "subscribed"; the harness needs it to know when a
        // client is really listening before it injects a fault.
        ws.on("message", (data) => {
          if (String(data).includes(`"subscribed"`) && String(data).includes(channel)) this.subscribed = true;
        });
        return ws as unknown as SocketLike;
      },
    });
    this.realtime = realtime;
    realtime.subscribe(channel, (event) => {
      if (event.kind !== "message_created" || event.conversation_id !== conversationId) return;
      this.liveEvents++;
      void this.catchUp();
    });
    realtime.onReconnect(() => {
      this.reconnects++;
      void this.catchUp();
    });
    realtime.start();
    await this.loadLatest();
  }

  /** Listening on the conversation channel right now. */
  get listening(): boolean {
    return this.realtime?.status === "open" && this.subscribed;
  }

  /** Waits until the socket is open and subscribed and the first page is loaded. */
  async ready(timeoutMs = 15_000): Promise<void> {
    if (!(await waitFor(() => this.listening && this.view !== undefined, timeoutMs)))
      throw new Error(`${this.label}: chat not open after ${timeoutMs} ms`);
  }

  /** The ids of the conversation as this client shows them, in order. */
  viewIds(): string[] {
    return (this.view?.messages ?? []).map((m) => m.id);
  }

  viewMessages(): Message[] {
    return this.view?.messages ?? [];
  }

  /** Sends a message with a new client-chosen id; retried until acknowledged or stopRetrying(). */
  send(content: string): SendRecord {
    const record: SendRecord = {
      id: randomUUID(),
      content,
      sender: this.label,
      attempts: 0,
      outcome: "pending",
      acknowledgedWith: null,
      settled: Promise.resolve(),
    };
    record.settled = this.deliver(record);
    this.sends.push(record);
    return record;
  }

  /** Pending sends give up after their current attempt (end of a scenario). */
  stopRetrying(): void {
    this.retrying = false;
  }

  close(): void {
    this.retrying = false;
    this.realtime?.stop();
  }

  private async deliver(record: SendRecord): Promise<void> {
    for (;;) {
      record.attempts++;
      const answer = await this.request("POST", `/api/conversations/${this.conversationId}/messages`, {
        id: record.id,
        content: record.content,
      });
      if (answer.ok) {
        record.outcome = "acknowledged";
        record.acknowledgedWith = answer.status;
        this.view = addSent(this.view, answer.body as Message);
        return;
      }
      if (answer.status === 0) this.networkErrors++;
      else
        this.refusals.push({
          status: answer.status,
          code: answer.code,
          retryAfter: answer.retryAfter,
          contract: answer.contract,
        });
      // A 4xx (other than 429) is an answer, not a glitch: the same request would get it again.
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        record.outcome = "refused";
        return;
      }
      if (!this.retrying) {
        record.outcome = "abandoned";
        return;
      }
      await sleep(answer.retryAfter ? Math.min(answer.retryAfter * 1000, MAX_RETRY_WAIT_MS) : RETRY_DELAY_MS);
    }
  }

  private async page(query: { after?: string }): Promise<MessagePage> {
    const params = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
    if (query.after) params.set("after", query.after);
    const answer = await this.request("GET", `/api/conversations/${this.conversationId}/messages?${params}`);
    if (!answer.ok) throw new Error(`history answered ${answer.status}`);
    return answer.body as MessagePage;
  }

  /** useMessageWindow's query: the latest page merged with what the view holds (retried like a query). */
  private async loadLatest(): Promise<void> {
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const page = await this.page({});
        this.view = mergeLatestPage(this.view, page);
        return;
      } catch {
        await sleep(1000 * 2 ** attempt);
      }
    }
  }
}
