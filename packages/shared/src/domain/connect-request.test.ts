import { describe, expect, it } from "vitest";
import { CONNECT_BUTTON_LABELS, canMessageDirectly, connectButtonState } from "./connect-request.ts";

const between = (status: "pending" | "accepted" | "rejected") => ({
  senderId: "ana",
  receiverId: "ben",
  status,
});

describe("connectButtonState", () => {
  it("offers Connect when there is no request", () => {
    expect(connectButtonState(null, "ana")).toBe("connect");
  });

  it("tells the sender the request was sent and the receiver a response is pending", () => {
    expect(connectButtonState(between("pending"), "ana")).toBe("request_sent");
    expect(connectButtonState(between("pending"), "ben")).toBe("pending_response");
  });

  it("offers Message to both sides once accepted", () => {
    expect(connectButtonState(between("accepted"), "ana")).toBe("message");
    expect(connectButtonState(between("accepted"), "ben")).toBe("message");
  });

  it("offers Connect Again after a rejection", () => {
    expect(connectButtonState(between("rejected"), "ana")).toBe("connect_again");
    expect(connectButtonState(between("rejected"), "ben")).toBe("connect_again");
  });

  it("has the spec's labels", () => {
    expect(CONNECT_BUTTON_LABELS).toEqual({
      connect: "Connect",
      request_sent: "Request Sent",
      pending_response: "Pending Response",
      message: "Message",
      connect_again: "Connect Again",
    });
  });
});

describe("canMessageDirectly", () => {
  it("needs an accepted request", () => {
    expect(canMessageDirectly(between("accepted"))).toBe(true);
    expect(canMessageDirectly(between("pending"))).toBe(false);
    expect(canMessageDirectly(between("rejected"))).toBe(false);
    expect(canMessageDirectly(null)).toBe(false);
  });
});
