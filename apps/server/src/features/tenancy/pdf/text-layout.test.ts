import { describe, expect, it } from "vitest";
import { printableText } from "./fonts.ts";
import { limitLines, wrapText } from "./text-wrap.ts";

/** Every character one point wide, so widths are lengths. */
const width = (text: string) => Array.from(text).length;

describe("wrapText", () => {
  it("breaks at spaces, keeps the text's own line breaks and its blank lines", () => {
    expect(wrapText("the rent is due monthly", 11, width)).toEqual(["the rent is", "due monthly"]);
    expect(wrapText("Flat 2\n\n14 Wilmslow Road", 40, width)).toEqual(["Flat 2", "", "14 Wilmslow Road"]);
    expect(wrapText("two  spaces", 40, width)).toEqual(["two spaces"]);
  });

  it("breaks a word wider than the column, at a late dot, @ or hyphen where it can", () => {
    expect(wrapText("minh.khai@student.example.ac.uk", 20, width)).toEqual([
      "minh.khai@student",
      ".example.ac.uk",
    ]);
    expect(wrapText("tenant@far-away.example", 12, width)).toEqual(["tenant@far-", "away.example"]);
    expect(wrapText("abcdefghij", 4, width)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("a.bcdefghij", 4, width)).toEqual(["a.bc", "defg", "hij"]);
  });

  it("puts at least one character on a line however narrow the column", () => {
    expect(wrapText("abc", 0, width)).toEqual(["a", "b", "c"]);
  });
});

describe("limitLines", () => {
  it("keeps short text whole and ends cut text with an ellipsis that fits", () => {
    expect(limitLines(["one", "two"], 2, 10, width)).toEqual(["one", "two"]);
    expect(limitLines(["one", "twotwotwo", "three"], 2, 6, width)).toEqual(["one", "twotw…"]);
  });
});

describe("printableText", () => {
  const latin = new Set(Array.from("Zoë Brontë", (c) => c.codePointAt(0) ?? 0));

  it("composes accents typed as combining marks", () => {
    expect(printableText("Zoe\u0308", latin)).toBe("Zoë");
  });

  it("drops invisible characters but keeps line breaks", () => {
    expect(printableText("Zo\u200Bë\r\nZoë\t\u0007", latin)).toBe("Zoë\nZoë ");
  });

  it("replaces a character the font cannot draw instead of failing", () => {
    expect(printableText("Zoë 陈", latin)).toBe("Zoë \uFFFD");
  });
});
