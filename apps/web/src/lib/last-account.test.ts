// @vitest-environment happy-dom
// A signed-in page opened without a connection still knows whose it is: the account GET /api/me
// last answered on this device, and only when the network is what failed.
import { afterEach, describe, expect, it } from "vitest";
import { errorReply, json, signedInStudent, stubNetworkPerTest } from "../test/app-context.tsx";
import { meQuery } from "./auth.tsx";
import { rememberAccount } from "./last-account.ts";

const network = stubNetworkPerTest();
const readAccount = () => (meQuery.queryFn as () => Promise<unknown>)();
const student = signedInStudent();

afterEach(() => rememberAccount(null));

describe("the account of a page opened offline", () => {
  it("is the one GET /api/me last answered, when the network fails", async () => {
    network.on("GET /api/me", () => json(student));
    expect(await readAccount()).toEqual(student);

    network.on("GET /api/me", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await readAccount()).toEqual(student);
  });

  it("is forgotten once the server says nobody is signed in", async () => {
    network.on("GET /api/me", () => json(student));
    await readAccount();
    network.on("GET /api/me", () => errorReply(401, "unauthorized", "Sign in."));
    expect(await readAccount()).toBeNull();

    network.on("GET /api/me", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(readAccount()).rejects.toMatchObject({ code: "network_error" });
  });

  it("is not used when the server answers with an error: the page says the account is unavailable", async () => {
    network.on("GET /api/me", () => json(student));
    await readAccount();
    network.on("GET /api/me", () => errorReply(500, "internal_error", "Something went wrong."));
    await expect(readAccount()).rejects.toMatchObject({ status: 500 });
  });
});
