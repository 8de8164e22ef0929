// SQL expressions the account deletion rewrites text with: contact details redacted, the person's
// names replaced by "Deleted user", always matching escaped literals, never patterns.
import { DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { type SQL, sql } from "drizzle-orm";

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The full name as a whole word sequence, as the app wrote it (case-sensitive): no letter, digit
 * or underscore may touch either end, so "Al" leaves "Also" alone and "from" leaves "From".
 */
export const wholeName = (name: string) => `(?<![[:alnum:]_])${escapeRegex(name)}(?![[:alnum:]_])`;

/**
 * `column` with the contact details `terms` replaced wherever they appear (case-insensitive, so
 * "Ring 07700 900123" loses the number): nested regexp_replace over escaped literals, so a term is
 * matched as text, never as a pattern. Only ever applied to rows tied to the person.
 */
export function redacted(column: SQL, terms: readonly string[], replacement: string): SQL {
  return terms.reduce<SQL>(
    (expr, term) => sql`regexp_replace(${expr}, ${escapeRegex(term)}, ${replacement}, 'gi')`,
    column,
  );
}

/** `column` with each of `names` (longest first) as a whole word sequence now "Deleted user". */
export function renamed(column: SQL, names: readonly string[]): SQL {
  return names.reduce<SQL>(
    (expr, name) => sql`regexp_replace(${expr}, ${wholeName(name)}, ${DELETED_USER_NAME}, 'g')`,
    column,
  );
}

export const inList = (column: SQL, values: readonly string[]): SQL =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;
