import { describe, expect, it } from "vitest";
import { splitWholePounds } from "./whole-pound-split.ts";

describe("splitWholePounds", () => {
  it("splits in proportion to the weights, the pounds left over to the leader", () => {
    // A £1,900 house, rooms weighted 540, 455 and 455: 707.59, 596.20, 596.20 before rounding down.
    expect(splitWholePounds(1900, [540, 455, 455], 1)).toEqual([707, 597, 596]);
  });

  it("gives the leftover to the first person when the leader is not one of them", () => {
    expect(splitWholePounds(1000, [1, 1, 1], -1)).toEqual([334, 333, 333]);
    expect(splitWholePounds(1000, [1, 1, 1], 3)).toEqual([334, 333, 333]);
  });

  it("weighs a negative, infinite or missing weight as nothing", () => {
    expect(splitWholePounds(900, [2, -1, 1])).toEqual([600, 0, 300]);
    expect(splitWholePounds(900, [2, Number.POSITIVE_INFINITY, 1])).toEqual([600, 0, 300]);
    expect(splitWholePounds(900, [2, Number.NaN, 1])).toEqual([600, 0, 300]);
  });
});
