import { TOAST_DURATION_MS } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const { api, ApiError } = await import("./api.ts");
const { notify } = await import("./toast.ts");

const SERVER_MESSAGE = "Too many requests. Please wait a moment and try again.";

beforeAll(async () => {
  // sonner loads with the first toast (lib/toast.ts); once it is there, toasts are raised at once.
  notify("success", "Loading the toasts");
  await import("sonner");
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "retry-after": "42" } })),
  );
}

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("api() meeting a rate limit", () => {
  it("shows the server's message in one toast, however many calls are refused at once", async () => {
    answer(429, { error: { code: "rate_limited", message: SERVER_MESSAGE } });
    const calls = [1, 2, 3].map(() =>
      api("/api/conversations/c/messages", { method: "POST", body: { id: "m1", content: "hi" } }),
    );
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 429, code: "rate_limited" });
    expect(toast.error).toHaveBeenCalledTimes(3);
    for (const [text, options] of toast.error.mock.calls) {
      expect(text).toBe(SERVER_MESSAGE);
      // One id: sonner shows a single toast and refreshes it.
      expect(options).toEqual({ id: "rate-limited" });
    }
  });

  it("does not let the caller's own failure toast cover it while it is up", async () => {
    vi.useFakeTimers();
    try {
      answer(429, { error: { code: "rate_limited", message: SERVER_MESSAGE } });
      await api("/api/newsletter", { method: "POST", body: { email: "a@b.test" } }).catch(() =>
        notify("error", ERROR_TEXTS.subscription_failed),
      );
      await api("/api/groups/join", { method: "POST", body: { invite_code: "ABC123" } }).catch(() =>
        notify("error", ERROR_TEXTS.rate_limited),
      );
      expect(toast.error.mock.calls.map(([text]) => text)).toEqual([SERVER_MESSAGE, SERVER_MESSAGE]);
      // Once it has gone, failures are shown again; successes never wait.
      notify("success", "Saved");
      vi.advanceTimersByTime(TOAST_DURATION_MS);
      notify("error", ERROR_TEXTS.subscription_failed);
      expect(toast.error).toHaveBeenLastCalledWith("Subscription failed", {
        description: "Please try again later.",
      });
      expect(toast.success).toHaveBeenCalledWith("Saved", undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it("explains a 429 without the error contract (e.g. the sign-in limit) too", async () => {
    answer(429, { message: "Too many requests" });
    const error = await api("/api/auth/dev/sign-in", {
      method: "POST",
      body: { email: "a@b.c" },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(toast.error).toHaveBeenCalledWith(SERVER_MESSAGE, { id: "rate-limited" });
  });

  it("leaves other errors to the caller", async () => {
    answer(422, { error: { code: "group_full", message: "Group is full" } });
    await expect(
      api("/api/groups/join", { method: "POST", body: { invite_code: "ABC123" } }),
    ).rejects.toMatchObject({
      code: "group_full",
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("api() reading better-auth's flat errors", () => {
  it("turns {code, message} into an ApiError with a lower-case code, so sign-in refusals can be told apart", async () => {
    answer(403, { code: "ACCOUNT_SUSPENDED", message: "This account has been suspended." });
    await expect(
      api("/api/auth/dev/sign-in", { method: "POST", body: { email: "a@b.test" } }),
    ).rejects.toMatchObject({
      status: 403,
      code: "account_suspended",
      message: "This account has been suspended.",
    });
  });
});
