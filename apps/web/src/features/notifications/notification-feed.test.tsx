// @vitest-environment happy-dom
// The notification list the students' page, the non-students' bell popover and their dashboard
// share (decision 034): each state renders, and opening one marks it read and goes where it points.
import type { NotificationDto, NotificationList } from "@roost/shared/contracts/notifications.ts";
import { QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationFeed } from "./notification-feed.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const fetchMock = vi.fn();
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const enquiry: NotificationDto = {
  id: "n1",
  type: "message",
  title: "New message from Stella Student",
  message: "Is the flat still available?",
  data: { conversation_id: "c1", conversation_type: "landlord_tenant" },
  read_at: null,
  expires_at: null,
  created_at: new Date().toISOString(),
};

/** A query result in one state; the feed reads only these fields. */
function queryIn(state: "pending" | "error" | "success", refetch = vi.fn()) {
  return {
    isPending: state === "pending",
    isError: state === "error",
    isSuccess: state === "success",
    refetch,
  } as unknown as UseQueryResult<NotificationList>;
}

function render(
  query: UseQueryResult<NotificationList>,
  notifications: NotificationDto[],
  onOpened = vi.fn(),
) {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/dashboard"]}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <NotificationFeed
                  query={query}
                  notifications={notifications}
                  emptyTitle="No notifications yet"
                  emptyHint="Enquiries will show up here."
                  onOpened={onOpened}
                />
              }
            />
            <Route path="/inquiries/:id" element={<p>Enquiry page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return { onOpened };
}

const buttonNamed = (text: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.includes(text));

describe("NotificationFeed", () => {
  it("shows skeleton rows while loading, and no list", () => {
    render(queryIn("pending"), []);
    expect(container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(0);
    expect(container.querySelector("ul")).toBeNull();
  });

  it("shows the error with Try again, which fetches again", () => {
    const refetch = vi.fn();
    render(queryIn("error", refetch), []);
    expect(container.textContent).toContain("We couldn't load your notifications.");
    act(() => buttonNamed("Try again")?.click());
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty state when there are none", () => {
    render(queryIn("success"), []);
    expect(container.textContent).toContain("No notifications yet");
    expect(container.textContent).toContain("Enquiries will show up here.");
  });

  it("opening an unread one marks it read and goes to the enquiry", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...enquiry, read_at: new Date().toISOString() }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    const { onOpened } = render(queryIn("success"), [enquiry]);
    expect(container.querySelector('ul[aria-label="Notifications"] li')?.textContent).toContain("(unread)");
    await act(async () => buttonNamed("New message from Stella Student")?.click());
    expect(container.textContent).toContain("Enquiry page");
    expect(onOpened).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/notifications/n1");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ read: true });
  });
});
