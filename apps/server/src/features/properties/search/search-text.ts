/**
 * Turns what a visitor typed into a safe PostgreSQL tsquery with prefix matching, so "m14" finds
 * "M14 6HR" and "ladyb" finds "Ladybarn". Only letters and digits survive: tsquery operators
 * (& | ! : * ( ) <->) and quotes can never reach to_tsquery, which would otherwise reject them.
 * The words are matched with AND, like most search boxes. Null when nothing searchable is left.
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function toPrefixTsQuery(text: string | undefined): string | null {
  if (!text) return null;
  const terms = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((term) => `${term.slice(0, MAX_TERM_LENGTH)}:*`);
  return terms.length ? terms.join(" & ") : null;
}
