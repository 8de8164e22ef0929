import { describe, expect, it } from "vitest";
import {
  isPublicReadPath,
  isShareableAnswer,
  notificationTarget,
  parsePushPayload,
  windowToFocus,
} from "./worker-rules.ts";

const ORIGIN = "https://roost.example";
const answer = (headers: Record<string, string>, status = 200) => new Response("{}", { status, headers });

describe("what the service worker may keep", () => {
  it("keeps only the public reads' paths, nothing of a session's", () => {
    expect(isPublicReadPath("/api/properties")).toBe(true);
    expect(isPublicReadPath("/api/properties/featured")).toBe(true);
    expect(isPublicReadPath("/api/properties/p-1")).toBe(true);
    for (const path of [
      "/api/me",
      "/api/me/favourites",
      "/api/auth/get-session",
      "/api/properties/p-1/stats",
    ])
      expect(isPublicReadPath(path), path).toBe(false);
  });

  it("keeps an answer the server marked public with a lifetime", () => {
    expect(
      isShareableAnswer(answer({ "cache-control": "public, max-age=60, stale-while-revalidate=300" })),
    ).toBe(true);
  });

  it("never keeps a private, unstorable, unmarked, cookie-setting or failed answer", () => {
    const refused: Record<string, string>[] = [
      { "cache-control": "private, no-store" },
      { "cache-control": "public, no-store, max-age=60" },
      { "cache-control": "private, max-age=60" },
      { "cache-control": "public, no-cache" },
      { "cache-control": "public" },
      { "cache-control": "public, max-age=0" },
      {},
      { "cache-control": "public, max-age=60", "set-cookie": "session=x" },
    ];
    for (const headers of refused)
      expect(isShareableAnswer(answer(headers)), JSON.stringify(headers)).toBe(false);
    expect(isShareableAnswer(answer({ "cache-control": "public, max-age=60" }, 404))).toBe(false);
  });
});

describe("a push", () => {
  const payload = { title: "New message from Sam", body: "", url: "/messages/c1", tag: "conversation-c1" };

  it("is shown as the server sent it", () => {
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
  });

  it("shows nothing when it is not a payload", () => {
    for (const text of [undefined, "", "not json", "null", "[]", JSON.stringify({ ...payload, title: "" })])
      expect(parsePushPayload(text), String(text)).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, url: 5 }))).toBeNull();
  });

  it("opens a path on this site, never another site", () => {
    expect(notificationTarget("/messages/c1?x=1", ORIGIN)).toBe(`${ORIGIN}/messages/c1?x=1`);
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", undefined, 7])
      expect(notificationTarget(url, ORIGIN), String(url)).toBe(`${ORIGIN}/`);
  });

  it("brings forward the Roost window in front, else the first, never another site's", () => {
    const other = { url: "https://else.example/", focused: true };
    const back = { url: `${ORIGIN}/dashboard`, focused: false };
    const front = { url: `${ORIGIN}/messages`, focused: true };
    expect(windowToFocus([other, back, front], ORIGIN)).toBe(front);
    expect(windowToFocus([other, back], ORIGIN)).toBe(back);
    expect(windowToFocus([other], ORIGIN)).toBeUndefined();
  });
});
