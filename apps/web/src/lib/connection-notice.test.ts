import { describe, expect, it } from "vitest";
import { CONNECTION_NOTICE_GRACE_MS, connectionNotice } from "./connection-notice.ts";

const now = 1_000_000;

describe("connectionNotice", () => {
  it("says nothing while the socket is open or the person is signed out", () => {
    expect(connectionNotice({ status: "open", downSince: null, now, browserOnline: true })).toBeNull();
    expect(connectionNotice({ status: "idle", downSince: null, now, browserOnline: false })).toBeNull();
  });

  it("says nothing for a drop shorter than the grace period, so a quick reconnect never flickers", () => {
    const downSince = now - CONNECTION_NOTICE_GRACE_MS + 1;
    expect(connectionNotice({ status: "connecting", downSince, now, browserOnline: true })).toBeNull();
    expect(connectionNotice({ status: "closed", downSince, now, browserOnline: true })).toBeNull();
  });

  it("reports reconnecting once the socket has been down for the grace period", () => {
    const downSince = now - CONNECTION_NOTICE_GRACE_MS;
    expect(connectionNotice({ status: "connecting", downSince, now, browserOnline: true })).toBe(
      "reconnecting",
    );
    expect(connectionNotice({ status: "closed", downSince, now, browserOnline: true })).toBe("reconnecting");
  });

  it("reports offline at once when the browser says the network is gone", () => {
    expect(connectionNotice({ status: "closed", downSince: now, now, browserOnline: false })).toBe("offline");
  });
});
