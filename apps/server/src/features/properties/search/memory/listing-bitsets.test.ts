// The word ranges that bound a search's work (decision 047): a set's range must cover every bit
// it holds, also when a freed slot far from its others is reused.
import { describe, expect, it } from "vitest";
import { countSlots, FilterBitsets, slotList } from "./listing-bitsets.ts";

describe("filter bitsets' word ranges", () => {
  it("cover a slot reused from another area's words, so the mask and its count still find it", () => {
    const bitsets = new FilterBitsets();
    const north = Array.from({ length: 100 }, () => bitsets.add(["live", "a:north"]));
    for (let i = 0; i < 100; i++) bitsets.add(["live", "a:south", "p:true"]);
    expect(bitsets.rangeOf("a:north")).toEqual({ from: 0, to: 4 });
    expect(bitsets.rangeOf("a:south")).toEqual({ from: 3, to: 7 });

    // A northern listing leaves; a southern one takes its slot, in the first word.
    bitsets.remove(north[5] as number, ["live", "a:north"]);
    const reused = bitsets.add(["live", "a:south", "p:true"]);
    expect(reused).toBe(north[5]);
    expect(bitsets.rangeOf("a:south")).toEqual({ from: 0, to: 7 });

    const south = bitsets.rangeOf("a:south");
    const mask = bitsets.mask("a:south", [["p:true"]]);
    expect(countSlots(mask, south)).toBe(101);
    expect(slotList(mask, south)).toContain(reused);
    expect(countSlots(bitsets.mask("a:north", [["p:true"]]), bitsets.rangeOf("a:north"))).toBe(0);
  });

  it("is empty for a value no listing holds", () => {
    const bitsets = new FilterBitsets();
    bitsets.add(["live"]);
    const none = bitsets.rangeOf("a:nowhere");
    expect(none).toEqual({ from: 0, to: 0 });
    expect(countSlots(bitsets.mask("a:nowhere", []), none)).toBe(0);
  });
});
