import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";

// Which rows belong to the person (docs/decisions/013): only the id (random, made by the server)
// and the exact sign-in e-mail address select rows, always as whole values. Names, the phone and
// the profile's contact e-mail are the person's own choice ("user", "Roost", '": ' are valid names,
// and anyone may type another person's address as their contact e-mail, decision 021), so they
// never select a row of a shared table; they are only replaced inside rows already tied to the
// person by an id.

export interface Identity {
  id: string;
  /** The sign-in address, lower-cased: compared as whole values only. */
  emails: string[];
  /** The profile's contact address (unverified, decision 021): redacted, never used to select rows. */
  contactEmail: string | null;
  /** Names as the app writes them (as stored and trimmed), longest first. */
  names: string[];
  phone: string | null;
}

export async function lockIdentity(tx: Tx, userId: string): Promise<Identity & { avatarUrl: string | null }> {
  // The user row lock makes every concurrent write that references the user (its foreign-key
  // check takes a KEY SHARE lock) wait for this transaction, and a second deletion queue behind it.
  const found = await tx.execute<{
    name: string;
    email: string;
    display_name: string | null;
    profile_email: string | null;
    phone: string | null;
    avatar_url: string | null;
  }>(sql`
    select u.name, u.email, p.display_name, p.email as profile_email, p.phone, p.avatar_url
    from "user" u left join profiles p on p.user_id = u.id
    where u.id = ${userId} for update of u`);
  const row = found.rows[0];
  if (!row) throw notFound("Account not found.");
  const distinct = (values: (string | null)[]) => [
    ...new Set(values.filter((v): v is string => Boolean(v?.trim()))),
  ];
  const names = [row.name, row.display_name];
  return {
    id: userId,
    emails: distinct([row.email.trim().toLowerCase()]),
    contactEmail: row.profile_email?.trim().toLowerCase() || null,
    // Messages use the name as stored, mails and deal lines the trimmed one: replace both.
    names: distinct([...names, ...names.map((n) => n?.trim() ?? null)]).sort((a, b) => b.length - a.length),
    phone: row.phone?.trim() || null,
    avatarUrl: row.avatar_url,
  };
}

/** The contact details to redact, longest first, so a term inside another (a@b.com in xa@b.com) never leaves a fragment behind. */
export function contactTerms(me: Identity): string[] {
  return [me.contactEmail, ...me.emails, me.phone]
    .filter((t): t is string => Boolean(t))
    .sort((x, y) => y.length - x.length);
}
