import type { Me } from "@roost/shared/contracts/profile.ts";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientConfig } from "../features/system/system.routes.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app.ts";

/**
 * Google sign-in end to end at the HTTP level: Roost redirects to the identity provider, the
 * provider redirects back to /api/auth/callback/google with a code, Roost exchanges it, creates
 * the user, sets the session cookie and sends the browser on to /auth/callback.
 */
let oidc: OAuth2Server;
let t: TestApp;
const cookieJar = new Map<string, string>();

const keepCookies = (headers: Headers) => {
  for (const c of headers.getSetCookie()) {
    const [pair] = c.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (name) cookieJar.set(name.trim(), rest.join("="));
  }
};
const cookieHeader = () => [...cookieJar].map(([k, v]) => `${k}=${v}`).join("; ");

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, {
      sub: "google-123",
      email: "ada@gmail.test",
      email_verified: true,
      // A provider's name reaches mail headers and invites later: it must arrive on one line.
      name: "Ada\r\nLovelace",
    });
  });
  oidc.service.on("beforeUserinfo", (res) => {
    res.body = { sub: "google-123", email: "ada@gmail.test", email_verified: true, name: "Ada\r\nLovelace" };
  });
  t = await createTestApp(
    {
      GOOGLE_CLIENT_ID: "roost-test",
      GOOGLE_CLIENT_SECRET: "roost-test-secret",
      GOOGLE_ISSUER: oidc.issuer.url ?? "",
    },
    { googleAvailable: true },
  );
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

describe("Google sign-in through OpenID Connect", () => {
  it("redirects to the provider, completes the callback and creates a session", async () => {
    const start = await t.app.request("/api/auth/sign-in/social", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ provider: "google", callbackURL: "/auth/callback", disableRedirect: true }),
    });
    expect(start.status).toBe(200);
    keepCookies(start.headers);
    const { url } = (await start.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.origin).toBe(new URL(oidc.issuer.url ?? "").origin);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);

    // The provider answers the authorisation request with a redirect carrying the code.
    const fromProvider = await fetch(url, { redirect: "manual" });
    expect(fromProvider.status).toBe(302);
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    expect(callback.pathname).toBe("/api/auth/callback/google");

    const finished = await t.app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: cookieHeader() },
    });
    expect(finished.status).toBe(302);
    expect(finished.headers.get("location")).toBe("/auth/callback");
    keepCookies(finished.headers);

    const me = await t.request<Me>("/api/me", { cookie: cookieHeader() });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("ada@gmail.test");
    expect(me.body.profile?.display_name).toBe("Ada Lovelace");
    expect(me.body.profile?.user_type).toBeNull();
  });

  it("reports Google as enabled in the client config", async () => {
    const res = await t.request<ClientConfig>("/api/config");
    expect(res.body.googleSignIn).toEqual({ enabled: true, reason: null });
  });
});
