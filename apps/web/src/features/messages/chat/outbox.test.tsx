// @vitest-environment happy-dom
// The chat's optimistic sends (use-outbox.ts) as the student sees them in the real chat: a message
// shows at once as "Sending…", takes its place among the messages when the server has it, or
// stays as "Not sent" with Retry, which sends it again with the same id; a server busy for a
// moment (503 with Retry-After) is tried again without the student doing anything. Written
// offline, a message waits in the device's queue and goes out once when the connection is back,
// or when the chat opens again (a reload, a closed tab); the queue is the signed-in person's own.
import type {
  ConversationDetail,
  MarkReadResult,
  Message,
  MessagePage,
} from "@roost/shared/contracts/conversations.ts";
import type { BlockStatus } from "@roost/shared/contracts/safety.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { onlineManager } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueuesOf, offlineStore } from "../../../lib/offline-store.ts";
import {
  errorReply,
  heldReply,
  json,
  recordToastsPerTest,
  renderInApp,
  type SentRequest,
  signedInStudent,
  stubNetworkPerTest,
} from "../../../test/app-context.tsx";
import {
  button,
  click,
  eventually,
  mountRootPerTest,
  pageText,
  pressKey,
  queryButton,
  typeInto,
} from "../../../test/mounted-root.ts";
import { Chat } from "../chat.tsx";
import type { OutgoingMessage } from "../chat-messages.ts";
import { outboxQueue } from "./outbox-queue.ts";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

const CONVERSATION = "0f6a2d4e-58c1-4c37-9d0b-6c3f1f0c2a11";
const ME = signedInStudent().user.id;
const LANDLORD = { user_id: "u-james", display_name: "James Landlord", avatar_url: null };
const PATH = `/api/conversations/${CONVERSATION}`;

const detail: ConversationDetail = {
  id: CONVERSATION,
  type: "landlord_tenant",
  title: null,
  avatar_url: null,
  other_party: LANDLORD,
  participants: [
    { ...LANDLORD, role: "member", user_type: "landlord", last_read_at: null },
    {
      user_id: ME,
      display_name: "Stella Student",
      avatar_url: null,
      role: "member",
      user_type: "student",
      last_read_at: null,
    },
  ],
  property: null,
  group: null,
  last_message_at: "2026-12-01T09:00:00Z",
  created_at: "2026-12-01T09:00:00Z",
  viewer: { user_id: ME, role: "member", last_read_at: "2026-12-01T09:00:00Z" },
  unread_count: 0,
  landlord_trust: null,
  payment_warning: false,
};

const message = (over: Partial<Message>): Message => ({
  id: "m1",
  conversation_id: CONVERSATION,
  sender_id: LANDLORD.user_id,
  content: "Hello, happy to answer questions.",
  message_type: "text",
  is_system_message: false,
  created_at: "2026-12-01T09:00:00Z",
  ...over,
});

/** What POST /messages stores: the client's id and text, the sender and time the server gives. */
const stored = (request: SentRequest) => {
  const { id, content } = request.body as { id: string; content: string };
  return json(message({ id, content, sender_id: ME, created_at: new Date().toISOString() }), 201);
};

async function openChat() {
  const page: MessagePage = { messages: [message({})], has_more: false };
  const block: BlockStatus = { user_id: LANDLORD.user_id, blocked_by_me: false, blocked_by_them: false };
  network.on(`GET ${PATH}`, () => json(detail));
  network.on(`GET ${PATH}/messages`, () => json(page));
  network.on(`GET /api/users/${LANDLORD.user_id}/block`, () => json(block));
  network.on(`POST ${PATH}/read`, () =>
    json({ conversation_id: CONVERSATION, last_read_at: new Date().toISOString() } satisfies MarkReadResult),
  );
  renderInApp(mounted.root, <Chat conversationId={CONVERSATION} listPath="/inquiries" />);
  await eventually(() => expect(pageText()).toContain("Hello, happy to answer questions."));
}

function send(text: string) {
  const area = mounted.container.querySelector("textarea") as HTMLTextAreaElement;
  typeInto(area, text);
  pressKey(area, "Enter");
}

/** The chat's message rows, each as the text it shows. */
const rows = () => [...mounted.container.querySelectorAll('[role="log"] li')].map((li) => li.textContent);

describe("Chat's outbox", () => {
  it("shows a message as Sending… at once, then as sent once the server has stored it", async () => {
    await openChat();
    const held = heldReply();
    network.on(`POST ${PATH}/messages`, held.reply);
    send("Could I view it on Saturday?");

    expect(rows().at(-1)).toContain("Could I view it on Saturday?");
    expect(rows().at(-1)).toContain("Sending…");
    const [request] = network.sent(`POST ${PATH}/messages`);
    held.release(await stored(request as SentRequest));
    await eventually(() => expect(rows().at(-1)).not.toContain("Sending…"));
    expect(rows().at(-1)).toContain("Could I view it on Saturday?");
    expect(rows().at(-1)).toMatch(/just now/i);
    expect(rows()).toHaveLength(2);
  });

  it("marks a refused send Not sent with Retry, and Retry sends the same message again", async () => {
    await openChat();
    const reply = vi.fn(stored);
    reply.mockImplementationOnce(() => errorReply(500, "internal_error", "Something went wrong."));
    network.on(`POST ${PATH}/messages`, reply);
    send("Is there parking?");

    await eventually(() => expect(rows().at(-1)).toContain("Not sent"));
    expect(toasts).toContain(`error: ${ERROR_TEXTS.message_send_failed.title}`);
    click(button("Retry"));
    expect(rows().at(-1)).toContain("Sending…");
    await eventually(() => expect(rows().at(-1)).toMatch(/just now/i));
    expect(queryButton("Retry")).toBeNull();
    const [first, second] = network.sent(`POST ${PATH}/messages`);
    // The same id both times: a first attempt that did reach the server is stored once.
    expect(second?.body).toEqual(first?.body);
    expect(rows().filter((row) => row?.includes("Is there parking?"))).toHaveLength(1);
  });

  it("tries again by itself while the server says it is busy for a moment", async () => {
    await openChat();
    // Only the wait before the next try is the fake clock's; React and the query cache still run.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      const reply = vi.fn(stored);
      reply.mockImplementationOnce(() =>
        errorReply(503, "service_unavailable", "Busy, try again shortly.", { "retry-after": "2" }),
      );
      network.on(`POST ${PATH}/messages`, reply);
      send("Are bills included?");
      await passes(1900);
      expect(rows().at(-1)).toContain("Sending…");
      expect(reply).toHaveBeenCalledOnce();

      await passes(100);
      await passes(0);
      expect(reply).toHaveBeenCalledTimes(2);
      expect(rows().at(-1)).not.toContain("Sending…");
      expect(pageText()).not.toContain("Not sent");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Chat's outbox without a connection", () => {
  const OTHER_USER = "u-someone-else";
  afterEach(async () => {
    await clearQueuesOf(ME);
    await clearQueuesOf(OTHER_USER);
  });

  /** The browser's word on the connection, with its `offline` event, and `online` when it comes back. */
  function browserOffline() {
    const spy = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    return spy;
  }
  function backOnline(spy: ReturnType<typeof browserOffline>) {
    spy.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
  }

  const queued = (over: Partial<OutgoingMessage>): OutgoingMessage => ({
    id: crypto.randomUUID(),
    content: "Written on the bus",
    created_at: "2026-12-01T09:30:00Z",
    status: "waiting",
    ...over,
  });

  it("keeps a message written offline waiting, and sends it once when the connection is back", async () => {
    await openChat();
    network.on(`POST ${PATH}/messages`, stored);
    const offline = browserOffline();
    send("Is the room still free?");

    expect(rows().at(-1)).toContain("Is the room still free?");
    await eventually(() => expect(rows().at(-1)).toContain("Waiting for connection"));
    expect(network.sent(`POST ${PATH}/messages`)).toHaveLength(0);
    expect(pageText()).not.toContain("Not sent");
    const [kept] = await outboxQueue(offlineStore(), ME, CONVERSATION).list();
    expect(kept?.content).toBe("Is the room still free?");

    backOnline(offline);
    await eventually(() => expect(rows().at(-1)).toMatch(/just now/i));
    // A second reconnect finds nothing left to send.
    act(() => void window.dispatchEvent(new Event("online")));
    await eventually(async () =>
      expect(await outboxQueue(offlineStore(), ME, CONVERSATION).list()).toEqual([]),
    );
    expect(network.bodies(`POST ${PATH}/messages`)).toEqual([
      { id: kept?.id, content: "Is the room still free?" },
    ]);
    expect(rows().filter((row) => row?.includes("Is the room still free?"))).toHaveLength(1);
  });

  it("waits instead of failing when the request never reaches the server", async () => {
    await openChat();
    network.on(`POST ${PATH}/messages`, () => {
      throw new TypeError("Failed to fetch");
    });
    send("Can I bring a bike?");

    await eventually(() => expect(rows().at(-1)).toContain("Waiting for connection"));
    expect(pageText()).not.toContain("Not sent");
    expect(toasts).toEqual([]);
  });

  it("sends what this person left queued when the chat opens, once, and never another person's", async () => {
    const mine = queued({ content: "Written before the tab was closed" });
    await outboxQueue(offlineStore(), ME, CONVERSATION).keep(mine);
    await outboxQueue(offlineStore(), OTHER_USER, CONVERSATION).keep(
      queued({ content: "Someone else's words" }),
    );
    network.on(`POST ${PATH}/messages`, stored);

    await openChat();
    await eventually(() => expect(rows().at(-1)).toMatch(/just now/i));
    expect(rows().at(-1)).toContain("Written before the tab was closed");
    expect(network.bodies(`POST ${PATH}/messages`)).toEqual([
      { id: mine.id, content: "Written before the tab was closed" },
    ]);
    expect(pageText()).not.toContain("Someone else's words");
    expect(await outboxQueue(offlineStore(), OTHER_USER, CONVERSATION).list()).toHaveLength(1);
  });

  it("opened without a connection, shows what waits and takes more, then sends it all once back online", async () => {
    await outboxQueue(offlineStore(), ME, CONVERSATION).keep(queued({ content: "Queued before the reload" }));
    const offline = browserOffline();
    onlineManager.setOnline(false);
    try {
      network.on(`POST ${PATH}/messages`, stored);
      network.on(`GET ${PATH}`, () => json(detail));
      network.on(`GET ${PATH}/messages`, () => json({ messages: [message({})], has_more: false }));
      network.on(`GET /api/users/${LANDLORD.user_id}/block`, () =>
        json({ user_id: LANDLORD.user_id, blocked_by_me: false, blocked_by_them: false }),
      );
      network.on(`POST ${PATH}/read`, () =>
        json({ conversation_id: CONVERSATION, last_read_at: new Date().toISOString() }),
      );
      renderInApp(mounted.root, <Chat conversationId={CONVERSATION} listPath="/inquiries" />);
      await eventually(() => expect(rows().at(-1)).toContain("Queued before the reload"));
      expect(rows().at(-1)).toContain("Waiting for connection");
      send("And one more from the lecture hall");
      await eventually(() => expect(rows().at(-1)).toContain("And one more from the lecture hall"));
      expect(network.requests).toEqual([]);

      act(() => onlineManager.setOnline(true));
      backOnline(offline);
      await eventually(() => expect(network.sent(`POST ${PATH}/messages`)).toHaveLength(2));
      await eventually(() => expect(pageText()).not.toContain("Waiting for connection"));
      expect(rows()).toHaveLength(3);
      expect(
        (network.bodies(`POST ${PATH}/messages`) as { content: string }[]).map((b) => b.content),
      ).toEqual(["Queued before the reload", "And one more from the lecture hall"]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("shows a queued message the server refused as Not sent, for the person to retry", async () => {
    await outboxQueue(offlineStore(), ME, CONVERSATION).keep(
      queued({ content: "Refused before", status: "failed" }),
    );
    await openChat();
    await eventually(() => expect(rows().at(-1)).toContain("Not sent"));
    expect(rows().at(-1)).toContain("Refused before");
    expect(network.sent(`POST ${PATH}/messages`)).toHaveLength(0);
  });
});
