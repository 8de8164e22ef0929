import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import { AVATAR_MAX_BYTES } from "@roost/shared/domain/constants.ts";
import { AVATAR_TOO_LARGE_TEXT } from "@roost/shared/domain/profile.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema.ts";
import { person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .png()
    .toBuffer();

describe("session and onboarding", () => {
  it("answers 401 to /api/me when signed out", async () => {
    const res = await t.request<ApiErrorBody>("/api/me");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("creates a profile without a user type on first sign-in, so onboarding is needed", async () => {
    const cookie = await t.signIn("fresh@example.com");
    const me = await t.request<Me>("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("fresh@example.com");
    expect(me.body.profile?.user_type).toBeNull();
  });

  it("completes onboarding: display name joins first and last name, university kept for students", async () => {
    const cookie = await t.signIn("student-a@example.com");
    const res = await t.request<Profile>("/api/me/onboarding", {
      cookie,
      body: {
        first_name: " Amara ",
        last_name: "Okafor",
        user_type: "student",
        university: "Manchester Met",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.display_name).toBe("Amara Okafor");
    expect(res.body.user_type).toBe("student");
    expect(res.body.university).toBe("Manchester Met");
    const again = await t.request("/api/me/onboarding", {
      cookie,
      body: { first_name: "X", last_name: "Y", user_type: "landlord" },
    });
    expect(again.status).toBe(409);
  });

  it("rejects an unknown user type with a field error", async () => {
    const cookie = await t.signIn("bad-type@example.com");
    const res = await t.request<ApiErrorBody>("/api/me/onboarding", {
      cookie,
      body: { first_name: "A", last_name: "B", user_type: "admin" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("user_type");
  });
});

describe("profile editor", () => {
  it("saves the owner's own profile and ignores a target user id in the body", async () => {
    const owner = await person(t, "owner");
    const other = await person(t, "other");
    const res = await t.request<Profile>("/api/me/profile", {
      method: "PATCH",
      cookie: owner.cookie,
      body: {
        user_id: other.id,
        bio: "I like quiet houses",
        interests: ["Climbing", "climbing", " Cooking "],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(owner.id);
    expect(res.body.interests).toEqual(["Climbing", "Cooking"]);
    const [otherRow] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(otherRow?.bio).toBeNull();
  });

  it("offers no way to edit another user's profile", async () => {
    const owner = await person(t, "owner2", "landlord");
    const other = await person(t, "other2");
    for (const method of ["PATCH", "PUT", "POST"]) {
      const res = await t.request(`/api/profiles/${other.id}`, {
        method,
        cookie: owner.cookie,
        body: { bio: "hacked" },
      });
      expect(res.status).toBe(404);
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(row?.bio).toBeNull();
  });

  it("saves the contact email; the sign-in address stays the account's (decision 021)", async () => {
    const u = await person(t, "contact-owner");
    const save = <T = Profile>(email: unknown) =>
      t.request<T>("/api/me/profile", { method: "PATCH", cookie: u.cookie, body: { email } });
    const saved = await save("  Flat.Hunter@Example.org ");
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe("flat.hunter@example.org");
    const me = await t.request<Me>("/api/me", { cookie: u.cookie });
    expect(me.body.user.email).toBe(u.email);
    expect(me.body.profile?.email).toBe("flat.hunter@example.org");

    const bad = await save<ApiErrorBody>("not an address");
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("email");
    expect((await save("")).body.email).toBeNull();
    // The sign-in address is still the only one that signs in.
    expect((await t.request<Me>("/api/me", { cookie: await t.signIn(u.email) })).body.user.id).toBe(u.id);
  });

  it("refuses a signed-out save", async () => {
    const res = await t.request("/api/me/profile", { method: "PATCH", body: { bio: "x" } });
    expect(res.status).toBe(401);
  });

  it("refuses a minimum budget above the stored maximum", async () => {
    const u = await person(t, "budget");
    await t.request("/api/me/profile", { method: "PATCH", cookie: u.cookie, body: { budget_max: 500 } });
    const res = await t.request<ApiErrorBody>("/api/me/profile", {
      method: "PATCH",
      cookie: u.cookie,
      body: { budget_min: 800 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("budget_min");
  });
});

describe("avatar upload", () => {
  /** Uploads an avatar; `T` is the answer's type the test reads, the profile unless named. */
  const upload = <T = Profile>(cookie: string, bytes: Uint8Array, name = "me.png", type = "image/png") => {
    const form = new FormData();
    form.set("avatar", new File([bytes], name, { type }));
    return t.request<T>("/api/me/avatar", { cookie, body: form });
  };

  it("re-encodes a real image, strips metadata and serves it with long cache headers", async () => {
    const u = await person(t, "avatar");
    const withExif = await sharp(await png(800, 600))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    const res = await upload(u.cookie, withExif, "me.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const url = res.body.avatar_url ?? "";
    expect(url).toMatch(new RegExp(`^/files/avatars/${u.id}/[0-9a-f]{16}\\.webp$`));
    const file = await t.app.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("max-age=31536000");
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(256);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("secret-gps-owner"))).toBe(false);
  });

  it("rejects a file that only claims to be an image", async () => {
    const u = await person(t, "fake");
    const res = await upload<ApiErrorBody>(
      u.cookie,
      new TextEncoder().encode("<script>alert(1)</script>"),
      "evil.png",
      "image/png",
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_image");
  });

  // A deliberate deviation from §5 ("the size is not enforced"): docs/decisions/020.
  it("rejects files over 5 MB with the message the browser shows too, and keeps the old avatar", async () => {
    const u = await person(t, "big");
    const before = await t.request<Me>("/api/me", { cookie: u.cookie });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(await png(), 0);
    const res = await upload<ApiErrorBody>(u.cookie, big);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "file_too_large",
      message: AVATAR_TOO_LARGE_TEXT,
      field: "avatar",
    });
    expect(AVATAR_TOO_LARGE_TEXT).toContain("5 MB");
    const after = await t.request<Me>("/api/me", { cookie: u.cookie });
    expect(after.body.profile?.avatar_url).toBe(before.body.profile?.avatar_url);
  });

  it("requires sign-in", async () => {
    const form = new FormData();
    form.set("avatar", new File([await png()], "a.png", { type: "image/png" }));
    const res = await t.request("/api/me/avatar", { body: form });
    expect(res.status).toBe(401);
  });
});
