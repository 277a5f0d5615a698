/** Escapes text for an SVG text node. */
function xml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Lightens or darkens a #RRGGBB colour by `amount` (-255..255). */
function shade(hex: string, amount: number) {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 255) + amount))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/**
 * An 800×1000 SVG product picture drawn locally for demo data: a gradient in the product's
 * colour, a package silhouette and the product's label. No external images are used.
 */
export function productArt(color: string, title: string, subtitle: string) {
  const dark = shade(color, -60)
  const light = shade(color, 70)
  const lines =
    title.length > 22
      ? [
          title.slice(0, title.lastIndexOf(' ', 22) > 8 ? title.lastIndexOf(' ', 22) : 22),
          title.slice(title.lastIndexOf(' ', 22) > 8 ? title.lastIndexOf(' ', 22) + 1 : 22),
        ]
      : [title]
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#g)"/>
  <circle cx="650" cy="170" r="210" fill="#ffffff" opacity="0.12"/>
  <rect x="230" y="250" width="340" height="420" rx="36" fill="${dark}" opacity="0.9"/>
  <rect x="270" y="330" width="260" height="150" rx="18" fill="#ffffff" opacity="0.92"/>
  <text x="400" y="425" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="${dark}">${xml(title.slice(0, 1).toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="400" y="${770 + i * 62}" font-family="DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="700" text-anchor="middle" fill="#ffffff">${xml(line.slice(0, 28))}</text>`).join('\n  ')}
  <text x="400" y="${790 + lines.length * 62}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" text-anchor="middle" fill="#ffffff" opacity="0.85">${xml(subtitle.slice(0, 40))}</text>
</svg>`)
}
