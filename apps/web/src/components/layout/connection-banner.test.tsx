// @vitest-environment happy-dom
// The offline bar when the browser has no network: a signed-in page opened from the service
// worker's shell (decision 065) has no live connection yet, and does not know who is signed in.
import { OFFLINE_SHELL_ATTRIBUTE } from "@roost/shared/contracts/app-shell.ts";
import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../lib/auth.tsx";
import { queryKeys } from "../../lib/query-keys.ts";
import { eventually, mountRootPerTest, roleText } from "../../test/mounted-root.ts";
import { ConnectionBanner } from "./connection-banner.tsx";

const mounted = mountRootPerTest();
let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  // The account is never read: as offline, the answer does not come.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});
afterEach(() => {
  document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The banner with the account unknown (still loading), or known to be a visitor's (null), beside
 * the page's own reads; `client` may hold what the page read before.
 */
function render(me?: null, page?: ReactNode, client = new QueryClient()) {
  client.setDefaultOptions({ queries: { retry: false } });
  if (me === null) client.setQueryData(queryKeys.me, null);
  act(() =>
    mounted.root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthProvider>
            <ConnectionBanner />
            {page}
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const CONVERSATIONS = ["conversations"];

/** Offline before the page reads anything, as a page the service worker opened offline is (main.tsx). */
function openOffline() {
  goOffline();
  act(() => onlineManager.setOnline(false));
}

/** A page's list, read through the network like any other. */
function ConversationList() {
  useQuery({ queryKey: CONVERSATIONS, queryFn: () => fetch("/api/conversations").then((r) => r.json()) });
  return null;
}

const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event("offline"));
  });

describe("ConnectionBanner without a live connection", () => {
  it("says the page is offline, and that messages go when the network is back", async () => {
    render();
    expect(roleText("status")).toBeNull();
    goOffline();
    await eventually(() => expect(roleText("status")).toBe(PUSH_TEXTS.offlineBanner));
    act(() => {
      online = true;
      window.dispatchEvent(new Event("online"));
    });
    expect(roleText("status")).toBeNull();
  });

  it("says so too when the account could not be read for want of a network", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    online = false;
    render();
    await eventually(() => expect(roleText("status")).toBe(PUSH_TEXTS.offlineBanner));
  });

  it("says so on a page the service worker opened offline, whatever navigator.onLine says, until the server answers", async () => {
    let serverAnswers = false;
    vi.stubGlobal("fetch", (path: string) =>
      serverAnswers && path === "/api/health"
        ? Promise.resolve(new Response("{}"))
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    document.documentElement.setAttribute(OFFLINE_SHELL_ATTRIBUTE, "");
    render();
    await eventually(() => expect(roleText("status")).toBe(PUSH_TEXTS.offlineBanner));
    serverAnswers = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await eventually(() => expect(roleText("status")).toBeNull());
    expect(document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE)).toBe(false);
  });

  it("says the page will load when the network is back, while the page has never read what it shows", async () => {
    openOffline();
    render(undefined, <ConversationList />);
    await eventually(() =>
      expect(roleText("status")).toBe(`${PUSH_TEXTS.offlineBanner}${PUSH_TEXTS.offlinePageWaiting}`),
    );
  });

  it("says only that it is offline when the page shows what it read before", async () => {
    const client = new QueryClient();
    client.setQueryData(CONVERSATIONS, []);
    openOffline();
    render(undefined, <ConversationList />, client);
    await eventually(() => expect(roleText("status")).toBe(PUSH_TEXTS.offlineBanner));
    expect(client.getQueryState(CONVERSATIONS)?.fetchStatus).toBe("paused");
  });

  it("says nothing to someone known to be a visitor", async () => {
    render(null);
    goOffline();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(roleText("status")).toBeNull();
  });
});
