import type { Shortlist } from "@roost/shared/contracts/group-shortlist.ts";
import { createGroup, insertProperty, type Person, person } from "../../../test/fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";

// The shortlist's API calls and a group to try them on, for the shortlist's tests. The app and the
// landlord are read when called: the tests create them in beforeAll.

export function shortlistKit(app: () => TestApp, landlord: () => Person) {
  const path = (groupId: string, propertyId?: string, more = "") =>
    `/api/groups/${groupId}/shortlist${propertyId ? `/${propertyId}${more}` : ""}`;
  const read = (who: Person, groupId: string) =>
    app().request<Shortlist>(path(groupId), { cookie: who.cookie });
  const add = (who: Person, groupId: string, propertyId: string) =>
    app().request<Shortlist>(path(groupId), { cookie: who.cookie, body: { property_id: propertyId } });
  const vote = (who: Person, groupId: string, propertyId: string, choice: string, reason?: string) =>
    app().request<Shortlist>(path(groupId, propertyId, "/vote"), {
      cookie: who.cookie,
      method: "PUT",
      body: { vote: choice, ...(reason === undefined ? {} : { reason }) },
    });

  /** A leader and `others` more members, in one group, and a live home (`home` changes it). */
  async function groupOf(others: number, home: Parameters<typeof insertProperty>[2] = {}) {
    const t = app();
    const leader = await person(t, "leader");
    const members = await Promise.all(Array.from({ length: others }, (_, i) => person(t, `mate${i}`)));
    const group = await createGroup(
      t.db,
      leader.id,
      members.map((m) => m.id),
    );
    return { leader, members, group, home: await insertProperty(t.db, landlord().id, home) };
  }

  return { path, read, add, vote, groupOf };
}
