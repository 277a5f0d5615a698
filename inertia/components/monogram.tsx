/** Up to two initials of a name ("Azersun Holding" → "AH"), letters only. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word[0] ?? ''))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase()
}

/** A coloured tile with a name's initials, standing in for a logo (decorative). */
export default function Monogram({
  name,
  color,
  className,
}: {
  name: string
  color: string | null
  className: string
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center font-bold text-white ${className}`}
      style={{ background: color ?? '#2f5878' }}
    >
      {initials(name)}
    </span>
  )
}
