import { describe, expect, it } from "vitest";
import { toSingleLine, withoutControlCharacters } from "./text-safety.ts";

describe("toSingleLine", () => {
  it("collapses CR, LF and other line breaks to one space", () => {
    expect(toSingleLine("Eve\r\nATTENDEE:mailto:x@evil")).toBe("Eve ATTENDEE:mailto:x@evil");
    expect(toSingleLine("a\rb\nc\r\n\r\nd")).toBe("a b c d");
    expect(toSingleLine("a \n b")).toBe("a b");
    expect(toSingleLine("tab\there")).toBe("tab here");
    expect(toSingleLine("nel\u0085ls\u2028ps\u2029end")).toBe("nel ls ps end");
    expect(toSingleLine("vt\u000bff\u000cend")).toBe("vt ff end");
  });

  it("drops the other C0 and C1 control characters and DEL", () => {
    expect(toSingleLine("a\u0000b\u0007c\u001bd\u007fe\u0080f\u009fg")).toBe("abcdefg");
  });

  it("withoutControlCharacters drops line breaks too, without adding spaces", () => {
    expect(withoutControlCharacters("a\r\nb\tc\u0000d\u009fe f")).toBe("abcde f");
  });

  it("keeps ordinary text, spaces, punctuation and non-Latin letters", () => {
    expect(toSingleLine("Zoë  O'Brien-Ng, 7 Platt Lane; M14")).toBe("Zoë  O'Brien-Ng, 7 Platt Lane; M14");
    expect(toSingleLine("李小龍 🏠 \u00a0£100")).toBe("李小龍 🏠 \u00a0£100");
    expect(toSingleLine("  padded  ")).toBe("padded");
    expect(toSingleLine("")).toBe("");
  });

  it("never leaves a control character behind", () => {
    let all = "";
    let printable = "";
    for (let code = 0; code <= 0x9f; code++) {
      all += String.fromCharCode(code);
      if (code > 0x20 && code < 0x7f) printable += String.fromCharCode(code);
    }
    // Everything from U+0000 to U+009F: only the printable ASCII survives (the space is trimmed).
    expect(toSingleLine(all)).toBe(printable);
  });
});
