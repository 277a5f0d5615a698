const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * An `INSERT INTO table (columns…) SELECT columns… FROM json_populate_recordset(NULL::table, ?::json)`
 * statement writing `rows` in one round trip, usable as a data-modifying CTE of a larger
 * statement. The columns are the keys of the first row (every row must have the same keys; a
 * missing key is written as NULL, so leave out columns that should take their default from all
 * rows). Values are converted by PostgreSQL from JSON to the column types: numbers, strings
 * (timestamps as ISO 8601, dates as YYYY-MM-DD, decimals), booleans, null, and objects or arrays
 * for json/jsonb columns. `binding` is the one `?` binding. Table and column names come from
 * code, never from input: throws TypeError for a name that is not a plain lower-case identifier,
 * and RangeError for no rows.
 */
export function jsonInsert(
  table: string,
  rows: Record<string, unknown>[]
): { sql: string; binding: string } {
  if (rows.length === 0) throw new RangeError(`jsonInsert(${table}): no rows`)
  const columns = Object.keys(rows[0])
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new TypeError(`jsonInsert: not a plain identifier: ${name}`)
  }
  const list = columns.join(', ')
  return {
    sql: `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ?::json)`,
    binding: JSON.stringify(rows),
  }
}
