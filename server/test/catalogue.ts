import type { Queryable } from '../src/db/db.js';

/**
 * What a schema is made of, read from the database's catalogue, one line per item, sorted: relations, columns (type,
 * collation, nullability, default, generation), constraints, indexes, functions, triggers and extensions, each as
 * PostgreSQL itself prints it. Two databases with equal lines have the same schema however their SQL was written.
 * Column order is left out: a column added by a migration comes last in an upgraded table, wherever a reader of
 * database.sql finds it in the CREATE TABLE.
 */
const CATALOGUE = `
  WITH own_rel AS (
    SELECT c.oid, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  ), own_proc AS (
    SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  )
  SELECT line FROM (
    SELECT 'relation ' || relname || ' ' || relkind::text AS line FROM own_rel
    UNION ALL
    SELECT 'column ' || r.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || coalesce(' collate ' || nullif(co.collname, 'default'), '')
           || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
           || coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), '')
           || CASE WHEN a.attgenerated <> '' THEN ' generated ' || a.attgenerated::text ELSE '' END
      FROM own_rel r JOIN pg_attribute a ON a.attrelid = r.oid
      LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
      LEFT JOIN pg_collation co ON co.oid = a.attcollation
      WHERE r.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'constraint ' || r.relname || '.' || con.conname || ' ' || pg_get_constraintdef(con.oid)
      FROM pg_constraint con JOIN own_rel r ON r.oid = con.conrelid
    UNION ALL
    SELECT 'index ' || pg_get_indexdef(r.oid) FROM own_rel r WHERE r.relkind IN ('i', 'I')
    UNION ALL
    SELECT 'function ' || pg_get_functiondef(p.oid) FROM own_proc p
    UNION ALL
    SELECT 'trigger ' || pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN own_rel r ON r.oid = t.tgrelid
      WHERE NOT t.tgisinternal
    UNION ALL
    SELECT 'extension ' || extname FROM pg_extension
  ) items ORDER BY line`;

export async function catalogueOf(db: Queryable): Promise<string[]> {
  return (await db.query<{ line: string }>(CATALOGUE)).rows.map((row) => row.line);
}

/** The tables of the public schema, sorted. */
export async function tablesOf(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.name);
}

/**
 * Every row of every table as JSON objects, each table's rows sorted: what a migration must keep. applied_at of
 * schema_migrations is left out (when, not what).
 */
export async function rowsOf(db: Queryable): Promise<Record<string, Record<string, unknown>[]>> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const table of await tablesOf(db)) {
    const { rows: found } = await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) - 'applied_at' AS row FROM ${table} t ORDER BY to_jsonb(t)::text`,
    );
    rows[table] = found.map((r) => r.row);
  }
  return rows;
}
