// @vitest-environment happy-dom
// The heart without a connection (decision 066): a toggle made offline shows the state wanted at
// once, waits on the device, and reaches the server once when the connection is back; toggling
// twice offline sends the net result.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueuesOf } from "../../lib/offline-store.ts";
import {
  json,
  recordToastsPerTest,
  renderInApp,
  signedInStudent,
  stubNetworkPerTest,
} from "../../test/app-context.tsx";
import { click, eventually, mountRootPerTest } from "../../test/mounted-root.ts";
import { FavouriteButton } from "./favourite-button.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();
const ME = signedInStudent().user.id;
const PROPERTY = "p-wilmslow";

afterEach(() => clearQueuesOf(ME));

const heart = () => mounted.container.querySelector("button[aria-pressed]") as HTMLButtonElement;

async function openHeart() {
  network.on("GET /api/favourites/ids", () => json([]));
  renderInApp(mounted.root, <FavouriteButton propertyId={PROPERTY} />);
  await eventually(() => expect(network.sent("GET /api/favourites/ids")).toHaveLength(1));
}

/** The browser's word on the connection, with its `offline` and `online` events. */
function goOffline() {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event("offline")));
  return () => {
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
  };
}

describe("FavouriteButton offline", () => {
  it("shows the heart saved at once and saves it on the server when the connection is back", async () => {
    await openHeart();
    const backOnline = goOffline();
    click(heart());

    await eventually(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    await eventually(() => expect(toasts).toEqual(["success: Saved on this device"]));
    expect(network.sent(`PUT /api/favourites/${PROPERTY}`)).toHaveLength(0);

    network.on(`PUT /api/favourites/${PROPERTY}`, () => new Response(null, { status: 204 }));
    network.on("GET /api/favourites/ids", () => json([PROPERTY]));
    backOnline();
    await eventually(() => expect(network.sent(`PUT /api/favourites/${PROPERTY}`)).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event("online")));
    await eventually(() => expect(network.sent("GET /api/favourites/ids").length).toBeGreaterThan(1));
    expect(network.sent(`PUT /api/favourites/${PROPERTY}`)).toHaveLength(1);
    expect(heart().getAttribute("aria-pressed")).toBe("true");
  });

  it("sends only the last of two toggles made offline", async () => {
    await openHeart();
    const backOnline = goOffline();
    click(heart());
    await eventually(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    click(heart());
    await eventually(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));

    network.on(`DELETE /api/favourites/${PROPERTY}`, () => new Response(null, { status: 204 }));
    backOnline();
    await eventually(() => expect(network.sent(`DELETE /api/favourites/${PROPERTY}`)).toHaveLength(1));
    expect(network.sent(`PUT /api/favourites/${PROPERTY}`)).toHaveLength(0);
  });
});
