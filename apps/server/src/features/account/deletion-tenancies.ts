import { sql } from "drizzle-orm";
import { scheduleMoneyReminders } from "../tenancy/tenancy-money-reminder.ts";
import type { Erasure } from "./deletion-steps.ts";

// What deleting an account does to the tenancies the person is a party to (decision 062). A signed
// agreement is a contract the other parties must be able to show: the tenancy, its agreements and
// signed PDFs are kept, handed to the "Deleted user" placeholder like a deal (decision 013). The
// rest that names the person goes: their signature rows (the signed PDF's certificate is the
// record of them) and their Right to Rent entry. A tenancy not yet signed cannot go ahead
// without them, so it is withdrawn for everyone, and the guarantor they named for it, someone
// else's details they gave, goes too; only a guarantor of a signed agreement stays with it.
// Deposit records stay, signed or not: money changed hands, and the other side's record of it (a
// holding deposit to refund, a deposit to protect) must outlive the account.

export async function handOverTenancies({ tx, me, placeholder, now }: Erasure) {
  const userId = me.id;
  const withdrawn = await tx.execute<{ id: string }>(sql`
    update tenancies set state = 'withdrawn', updated_at = ${now}, state_changed_at = ${now}
    where state in ('terms_drafted', 'out_for_signature')
      and id in (select tenancy_id from tenancy_parties where user_id = ${userId})
    returning id`);
  await tx.execute(sql`delete from tenancy_signatures where user_id = ${userId}`);
  await tx.execute(sql`delete from right_to_rent_checks where tenant_id = ${userId}`);
  await tx.execute(sql`
    delete from tenancy_guarantors g using tenancies t
    where g.tenancy_id = t.id and g.tenant_id = ${userId}
      and (g.signed_at is null or t.state not in ('signed', 'ready_to_move_in'))`);
  await tx.execute(sql`update tenancy_guarantors set tenant_id = ${placeholder} where tenant_id = ${userId}`);
  await tx.execute(sql`update tenancy_parties set user_id = ${placeholder} where user_id = ${userId}`);
  await tx.execute(sql`update tenancy_payments set payer_id = ${placeholder} where payer_id = ${userId}`);
  await tx.execute(
    sql`update tenancy_payments set recorded_by = ${placeholder} where recorded_by = ${userId}`,
  );
  await tx.execute(sql`update tenancy_agreements set tenant_id = ${placeholder} where tenant_id = ${userId}`);
  await tx.execute(sql`update tenancies set landlord_id = ${placeholder} where landlord_id = ${userId}`);
  // A let called off starts a holding deposit's refund clock, as a withdrawal in Roost does.
  for (const { id } of withdrawn.rows) await scheduleMoneyReminders(tx, id, now);
}
