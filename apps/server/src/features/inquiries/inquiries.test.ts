import type { InquiryList } from "@roost/shared/contracts/inquiries.ts";
import { describe, expect, it } from "vitest";
import { createInquiry, insertProperty, person, send, setAvatar } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

describe("inquiries", () => {
  it("derives pending, New Response and Read from both sides, including a never-read participant", async () => {
    const landlord = await person(t, "inq-ll", "landlord", { first_name: "Linda", last_name: "Landlord" });
    const student = await person(t, "inq-st", "student", { first_name: "Sam", last_name: "Student" });
    await setAvatar(t.db, landlord.id, "https://img.example/linda.webp");
    const property = await insertProperty(t.db, landlord.id, {
      bedrooms: 4,
      propertyType: "detached-house",
      photos: [{ id: "p1", card: "https://img.example/card.webp", large: "x", width: 1, height: 1 }],
    });
    const id = await createInquiry(t.db, student.id, property);
    const statusOf = async (cookie: string) => {
      const res = await t.request<InquiryList>("/api/inquiries", { cookie });
      expect(res.status).toBe(200);
      const inquiry = res.body.inquiries.find((i) => i.conversation_id === id);
      if (!inquiry) throw new Error(`inquiry ${id} not listed`);
      return inquiry;
    };

    // No messages: pending for both.
    const s = await statusOf(student.cookie);
    expect(s).toMatchObject({
      title: "4 bed detached house",
      viewer_role: "tenant",
      status: "pending",
      status_label: "Pending",
      other_party: {
        user_id: landlord.id,
        display_name: "Linda Landlord",
        avatar_url: "https://img.example/linda.webp",
      },
      property: { id: property.id, cover_url: "https://img.example/card.webp" },
      last_message: null,
    });
    expect((await statusOf(landlord.cookie)).status).toBe("pending");

    // Student writes: pending for the student; the landlord never read anything: New Response.
    await send(t, student.cookie, id, "Hello, can we view it?");
    expect((await statusOf(student.cookie)).status).toBe("pending");
    const l = await statusOf(landlord.cookie);
    expect(l).toMatchObject({
      viewer_role: "landlord",
      status: "responded",
      status_label: "New Response",
      unread_count: 1,
    });
    expect(l.other_party).toMatchObject({ user_id: student.id, display_name: "Sam Student" });

    // Landlord reads: Read; landlord replies: the student (never read) sees New Response.
    await t.request(`/api/conversations/${id}/read`, { cookie: landlord.cookie, method: "POST" });
    expect((await statusOf(landlord.cookie)).status_label).toBe("Read");
    await send(t, landlord.cookie, id, "Yes, Tuesday?");
    expect((await statusOf(landlord.cookie)).status).toBe("pending");
    expect((await statusOf(student.cookie)).status_label).toBe("New Response");
    await t.request(`/api/conversations/${id}/read`, { cookie: student.cookie, method: "POST" });
    const read = await statusOf(student.cookie);
    expect(read).toMatchObject({ status: "viewed", status_label: "Read", unread_count: 0 });
    expect(read.last_message?.content).toBe("Yes, Tuesday?");
    // A reply after reading is a new response again.
    await send(t, landlord.cookie, id, "Or Wednesday");
    expect((await statusOf(student.cookie)).status).toBe("responded");
  });

  it("falls back to 'Property Owner' when the owner has no name, and lists only the caller's inquiries", async () => {
    const landlord = await person(t, "noname-ll", "landlord");
    await t.db.execute(`update profiles set display_name = null where user_id = '${landlord.id}'`);
    const student = await person(t, "noname-st");
    const stranger = await person(t, "noname-x");
    const property = await insertProperty(t.db, landlord.id, { bedrooms: 1, propertyType: "studio-flat" });
    await createInquiry(t.db, student.id, property);
    const res = await t.request<InquiryList>("/api/inquiries", { cookie: student.cookie });
    expect(res.body.inquiries).toHaveLength(1);
    expect(res.body.inquiries[0].other_party.display_name).toBe("Property Owner");
    expect(res.body.inquiries[0].title).toBe("1 bed studio flat");
    expect(
      (await t.request<InquiryList>("/api/inquiries", { cookie: stranger.cookie })).body.inquiries,
    ).toEqual([]);
    expect(
      (await t.request<InquiryList>("/api/inquiries", { cookie: landlord.cookie })).body.inquiries,
    ).toHaveLength(1);
  });
});
