import { describe, expect, it } from "vitest";
import { SortedList } from "./sorted-list.ts";

// The chunked sorted list against a plain sorted array, through thousands of random inserts and
// removals: the same items in the same order, read by position in sequence and at random.

const byNumber = (a: { n: number }, b: { n: number }) => a.n - b.n;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function expectSame(list: SortedList<{ n: number }>, reference: { n: number }[], random: () => number) {
  expect(list.length).toBe(reference.length);
  expect([...list]).toEqual(reference);
  for (let i = 0; i < reference.length; i++) expect(list.at(i)).toBe(reference[i]);
  for (let k = 0; k < 200 && reference.length; k++) {
    const i = Math.floor(random() * reference.length);
    expect(list.at(i)).toBe(reference[i]);
  }
  expect(list.at(reference.length)).toBeUndefined();
  expect(list.at(-1)).toBeUndefined();
}

describe("a sorted list in chunks", () => {
  it("keeps the order of a sorted array through random inserts and removals, in chunks that split and empty", () => {
    const random = seeded(53);
    const items = Array.from({ length: 3000 }, (_, n) => ({ n }));
    const start = items.slice(0, 1500);
    const list = SortedList.ofSorted(byNumber, start);
    let reference = [...start];
    expectSame(list, reference, random);
    for (let round = 0; round < 6000; round++) {
      const item = items[Math.floor(random() * items.length)] as { n: number };
      if (reference.includes(item)) {
        expect(list.remove(item)).toBe(true);
        reference = reference.filter((other) => other !== item);
      } else {
        list.insert(item);
        reference = [...reference, item].sort(byNumber);
      }
      if (round % 500 === 0) expectSame(list, reference, random);
    }
    expectSame(list, reference, random);
    // Removing everything leaves an empty list that takes items again.
    for (const item of [...reference]) expect(list.remove(item)).toBe(true);
    expectSame(list, [], random);
    list.insert(items[7] as { n: number });
    expectSame(list, [items[7] as { n: number }], random);
  });

  it("refuses to remove what it does not hold, even an equal item", () => {
    const list = SortedList.ofSorted(byNumber, [{ n: 1 }, { n: 2 }]);
    expect(list.remove({ n: 2 })).toBe(false);
    expect(list.length).toBe(2);
    expect(new SortedList(byNumber).remove({ n: 1 })).toBe(false);
  });
});
