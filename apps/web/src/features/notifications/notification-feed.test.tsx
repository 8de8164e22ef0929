// @vitest-environment happy-dom
// The notification list the students' page, the non-students' bell popover and their dashboard
// share (decision 034): each state renders, and opening one marks it read and goes where it points.
import type { NotificationDto, NotificationList } from "@roost/shared/contracts/notifications.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { json, renderInApp, stubNetworkPerTest } from "../../test/app-context.tsx";
import { button, click, eventually, mountRootPerTest, pageText } from "../../test/mounted-root.ts";
import { NotificationFeed } from "./notification-feed.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();

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
  const app = renderInApp(
    mounted.root,
    <NotificationFeed
      query={query}
      notifications={notifications}
      emptyTitle="No notifications yet"
      emptyHint="Enquiries will show up here."
      onOpened={onOpened}
    />,
    { path: "/dashboard" },
  );
  return { onOpened, location: app.location };
}

describe("NotificationFeed", () => {
  it("shows skeleton rows while loading, and no list", () => {
    render(queryIn("pending"), []);
    expect(mounted.container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(0);
    expect(mounted.container.querySelector("ul")).toBeNull();
  });

  it("shows the error with Try again, which fetches again", () => {
    const refetch = vi.fn();
    render(queryIn("error", refetch), []);
    expect(pageText()).toContain("We couldn't load your notifications.");
    click(button("Try again"));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty state when there are none", () => {
    render(queryIn("success"), []);
    expect(pageText()).toContain("No notifications yet");
    expect(pageText()).toContain("Enquiries will show up here.");
  });

  it("opening an unread one marks it read and goes to the enquiry", async () => {
    network.on("PATCH /api/notifications/n1", () => json({ ...enquiry, read_at: new Date().toISOString() }));
    const { onOpened, location } = render(queryIn("success"), [enquiry]);
    expect(mounted.container.querySelector('ul[aria-label="Notifications"] li')?.textContent).toContain(
      "(unread)",
    );
    click(button(/New message from Stella Student/));
    await eventually(() => expect(location()).toBe("/inquiries/c1"));
    expect(onOpened).toHaveBeenCalledOnce();
    await eventually(() => expect(network.bodies("PATCH /api/notifications/n1")).toEqual([{ read: true }]));
  });
});
