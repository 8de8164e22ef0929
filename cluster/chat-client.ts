// A chat participant as the web app behaves (decision 004), for the cluster tests: one WebSocket
// subscribed to a conversation; when it closes, it reconnects (through the balancer, to whichever
// instance is up), subscribes again and fetches what it missed with GET …/messages?after=<last id>,
// through the web app's own catch-up loop (catch-up-loop.ts).
import WebSocket from "ws";
import { catchUpLoop } from "../apps/web/src/features/messages/catch-up-loop.ts";

export class ChatClient {
  /** Message ids in the order they arrived, by socket or by catch-up; each once. */
  readonly seen = new Set<string>();
  /** Which instance held each socket this client opened (HAProxy's X-Roost-Instance). */
  readonly instances: string[] = [];
  reconnects = 0;
  private ws: WebSocket | null = null;
  private closing = false;
  /** The catch-up cursor: the last message before which none is missing. */
  private last: string | null = null;
  /**
   * Between a lost socket and the end of the catch-up, a live event on the new socket may come
   * before messages still missing: it must not move the cursor past them (the web app's catch-up
   * reads from the cursor of its window in the same way).
   */
  private recovering = false;

  constructor(
    private readonly base: string,
    private readonly conversationId: string,
    private readonly cookie: string,
    private readonly origin: string,
  ) {}

  /** The instance that holds the socket now. */
  get instance(): string | undefined {
    return this.instances.at(-1);
  }

  private record(id: string, movesCursor: boolean) {
    this.seen.add(id);
    if (movesCursor) this.last = id;
  }

  /**
   * Opens the socket and resolves once the subscription is confirmed; rejects if it fails or closes
   * before that. Only a subscribed socket that closes starts a recovery.
   */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = `${this.base.replace(/^http/, "ws")}/api/realtime`;
      const ws = new WebSocket(url, { headers: { cookie: this.cookie, origin: this.origin } });
      const channel = `conversation:${this.conversationId}`;
      let subscribed = false;
      ws.once("upgrade", (res) => this.instances.push(String(res.headers["x-roost-instance"] ?? url)));
      ws.once("open", () => ws.send(JSON.stringify({ type: "subscribe", channel })));
      ws.on("error", reject);
      ws.on("message", (data) => {
        const msg = JSON.parse(String(data)) as {
          type: string;
          channel?: string;
          event?: { kind: string; message_id?: string };
        };
        if (msg.type === "subscribed" && msg.channel === channel) {
          subscribed = true;
          this.ws = ws;
          resolve();
        }
        if (msg.type === "event" && msg.event?.kind === "message_created")
          this.record(msg.event.message_id as string, !this.recovering);
      });
      ws.once("close", () => {
        if (!subscribed) return reject(new Error("closed before the subscription was confirmed"));
        if (!this.closing) void this.recover();
      });
    });
  }

  /** Reconnects until an instance takes the socket, then catches up on what it missed. */
  private async recover() {
    this.reconnects++;
    this.recovering = true;
    for (let attempt = 0; !this.closing; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 1000)));
      try {
        await this.connect();
        if (!(await this.catchUp())) throw new Error("the catch-up failed");
        this.recovering = false;
        return;
      } catch {
        // The balancer has not noticed yet, or every instance is busy: try again.
      }
    }
  }

  /** Everything after the last message seen, page by page: the web app's own loop. */
  private readonly catchUp = catchUpLoop<{ id: string }>({
    cursor: () => this.last,
    loadLatest: async () => this.recordAll((await this.messages("")).messages),
    page: (after) => this.messages(`?after=${encodeURIComponent(after)}`),
    add: (messages) => this.recordAll(messages),
  });

  private recordAll(messages: { id: string }[]) {
    for (const m of messages) this.record(m.id, true);
  }

  private async messages(query: string): Promise<{ messages: { id: string }[]; has_more: boolean }> {
    const res = await fetch(`${this.base}/api/conversations/${this.conversationId}/messages${query}`, {
      headers: { cookie: this.cookie, origin: this.origin },
    });
    if (!res.ok) throw new Error(`catch-up answered ${res.status}`);
    return (await res.json()) as { messages: { id: string }[]; has_more: boolean };
  }

  close() {
    this.closing = true;
    this.ws?.close();
  }
}
