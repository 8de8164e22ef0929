import { describe, expect, it } from "vitest";
import {
  compatibilityLabel,
  compatibilityTone,
  connectButtonConfig,
  scorePercent,
  topReasons,
} from "./connect-actions.ts";

describe("connectButtonConfig (§4)", () => {
  it("maps each state to its label and action", () => {
    expect(connectButtonConfig("connect")).toMatchObject({
      label: "Connect",
      action: "connect",
      disabled: false,
    });
    expect(connectButtonConfig("request_sent")).toMatchObject({
      label: "Request Sent",
      action: "none",
      disabled: true,
      canRespond: false,
    });
    expect(connectButtonConfig("pending_response")).toMatchObject({
      label: "Pending Response",
      disabled: true,
      canRespond: true,
    });
    expect(connectButtonConfig("message")).toMatchObject({
      label: "Message",
      action: "message",
      disabled: false,
    });
    expect(connectButtonConfig("connect_again")).toMatchObject({
      label: "Connect Again",
      action: "connect",
      disabled: false,
    });
  });
});

describe("compatibility display", () => {
  it("labels and tones scores", () => {
    expect([
      compatibilityLabel(85),
      compatibilityLabel(50),
      compatibilityLabel(10),
      compatibilityLabel(0),
    ]).toEqual(["Great match", "Good match", "Some overlap", "New face"]);
    expect([compatibilityTone(70), compatibilityTone(40), compatibilityTone(39)]).toEqual([
      "high",
      "medium",
      "low",
    ]);
  });

  it("clamps the percent and keeps at most three reasons", () => {
    expect([scorePercent(-5), scorePercent(55.4), scorePercent(140), scorePercent(Number.NaN)]).toEqual([
      0, 55, 100, 0,
    ]);
    expect(topReasons(["a", "b", "c", "d"])).toEqual(["a", "b", "c"]);
  });
});
