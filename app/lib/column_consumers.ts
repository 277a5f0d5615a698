/**
 * `consume` functions for Lucid columns: pg returns bigint and numeric columns as strings.
 * `asNumber` for bigint money in minor units (safe below 2^53); `asDecimalText` keeps exact
 * numeric values (coordinates, sizes, rates) as text.
 */
export const asNumber = (value: unknown) =>
  value === null || value === undefined ? value : Number(value)
export const asDecimalText = (value: unknown) =>
  value === null || value === undefined ? null : String(value)
