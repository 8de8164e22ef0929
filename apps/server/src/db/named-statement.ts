import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";

const dialect = new PgDialect();

/**
 * A statement written with drizzle's `sql` and named placeholders (`sql.placeholder`), rendered
 * once into a named statement for pg's `query`: PostgreSQL parses it once per pooled connection
 * and can reuse its plan, and Node builds no SQL per call. For statements on hot paths.
 */
export function namedStatement<K extends string>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (values: Record<K, unknown>): pg.QueryConfig => ({
    name,
    text,
    values: params.map((p) => (p instanceof Placeholder ? values[p.name as K] : p)),
  });
}
