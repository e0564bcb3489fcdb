/**
 * The floor for B2: the rows one real creation wrote (the process and every row that names it:
 * signers, fields, audit events, domain events, jobs), inserted again in one postgres.js
 * transaction with fresh ids. Read back from what the server really wrote, so the floor follows
 * the schema without a second copy of the creation logic, and does no more than the database
 * must do for a creation.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Sql } from "postgres";

interface TableRows {
  table: string;
  columns: string[];
  rows: Array<Record<string, unknown>>;
}

export interface CreationFloor {
  /** Inserts one more copy of the creation in one transaction; answers the new process row. */
  insertCopy(sql: Sql): Promise<Record<string, unknown>>;
}

/** Tables with a signing_process_id column, parents before children (the foreign keys' order). */
const CHILD_ORDER = ["signers", "signing_fields"];

async function rowsOf(sql: Sql, table: string, where: string, id: string): Promise<TableRows | null> {
  const rows = await sql.unsafe<Array<{ r: Record<string, unknown> }>>(`select row_to_json(t) as r from "${table}" t where ${where}`, [id]);
  if (rows.length === 0) return null;
  // Serial and identity columns take their defaults: jobs number themselves.
  const generated = await sql<Array<{ column_name: string }>>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and (column_default like 'nextval(%' or is_identity = 'YES')`;
  const skip = new Set(generated.map((column) => column.column_name));
  return { table, columns: Object.keys(rows[0]!.r).filter((column) => !skip.has(column)), rows: rows.map((row) => row.r) };
}

/** Every string equal to one of the copied rows' ids becomes that row's new id, at any depth. */
function remap(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remap(item, ids));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remap(item, ids)]));
  return value;
}

export async function loadCreationFloor(sql: Sql, processId: string): Promise<CreationFloor> {
  const children = await sql<Array<{ table_name: string }>>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'signing_process_id'`;
  const names = children.map((child) => child.table_name).sort((a, b) => rank(a) - rank(b));
  const tables = [
    await rowsOf(sql, "signing_processes", "id = $1", processId),
    ...(await Promise.all(names.map((name) => rowsOf(sql, name, "signing_process_id = $1", processId)))),
    await rowsOf(sql, "jobs", "payload::text like '%' || $1 || '%'", processId),
  ].filter((table): table is TableRows => table !== null);

  return {
    async insertCopy(db) {
      const ids = new Map<string, string>();
      for (const { rows } of tables) for (const row of rows) if (typeof row.id === "string") ids.set(row.id, randomUUID());
      return db.begin(async (tx) => {
        let process: Record<string, unknown> = {};
        for (const { table, columns, rows } of tables) {
          for (const row of rows) {
            const copy = remap(row, ids) as Record<string, unknown>;
            // Token hashes are unique: each copy gets its own, as each real signer does.
            if ("token_hash" in copy) copy.token_hash = randomBytes(32).toString("hex");
            // Written as a job is, but never run: the server's runner must not work for the floor.
            if (table === "jobs") copy.status = "SUCCEEDED";
            const [inserted] = await tx.unsafe<Array<Record<string, unknown>>>(
              `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")})
               select ${columns.map((column) => `"${column}"`).join(", ")} from json_populate_record(null::"${table}", $1::json) returning *`,
              // Note: postgres.js writes a json parameter with JSON.stringify itself.
              [copy as never],
            );
            if (table === "signing_processes") process = inserted!;
          }
        }
        return process;
      });
    },
  };
}

function rank(table: string): number {
  const index = CHILD_ORDER.indexOf(table);
  return index === -1 ? CHILD_ORDER.length : index;
}
