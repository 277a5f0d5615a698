/** A typed coordinate as a number (decimal comma accepted), or null when it is empty or not a number. */
export function degrees(text: string): number | null {
  const value = text.trim().replace(',', '.')
  if (!/^[+-]?\d+(\.\d+)?$/.test(value)) return null
  return Number(value)
}
