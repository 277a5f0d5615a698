/**
 * Inter subsets cut at build time (issue 26: a first visit ≤ 200 KB). @fontsource's Latin and
 * Latin Extended files weigh 48 + 84 KB, yet an Azerbaijani page uses some 110 of their
 * characters. vite.config.ts (`fontSubsets`) cuts each face below from one @fontsource file into
 * inertia/fonts/generated/ (git-ignored: no binary fonts in the repo). inertia/css/app.css
 * declares one `@font-face` per face with the `unicode-range` that `unicodeRange` prints
 * (inertia/lib/font_subsets.test.ts compares them), so a page downloads only the faces its text
 * uses; resources/views/inertia_layout.edge preloads the core faces of the page's language.
 * Pure data: imported by the Vite config (Node) and by Vitest.
 */

/** One generated face: its file name, the @fontsource file it is cut from, its code points. */
export interface FontSubset {
  file: string
  from: string
  codepoints: number[]
}

/** Code points of inclusive ranges `[first, last]`. */
function ranges(...spans: [number, number][]): number[] {
  return spans.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index)
  )
}

/** Code points of a string. */
function chars(text: string): number[] {
  return [...text].map((char) => char.codePointAt(0)!)
}

/** Faces in declaration order, each listing what the earlier ones do not cover. */
const WANTED: FontSubset[] = [
  {
    /**
     * Basic Latin, Ö Ü Ç ı of Azerbaijani, no-break space, typographic punctuation, · × − (cards,
     * badges, steppers), and what every catalog page draws besides: © of the footer, € of the
     * converted prices ("≈ 36,00 €"), ′ of the export cards' "20′ container".
     */
    file: 'inter-core.woff2',
    from: 'inter-latin-wght-normal.woff2',
    codepoints: [...ranges([0x20, 0x7e]), ...chars('\u00a0ÖöÜüÇçı«»–—‘’“”…•·×−©€′')],
  },
  {
    /** The rest of Azerbaijani (Ə Ğ İ Ş) and the manat sign ₼ (U+20BC) of every price. */
    file: 'inter-core-ext.woff2',
    from: 'inter-latin-ext-wght-normal.woff2',
    codepoints: chars('ƏəĞğİŞş₼'),
  },
  {
    /** The Russian alphabet (А–я, Ё ё) and № of Russian pages: ~9.7 KB instead of ~12.6 with all of Cyrillic. */
    file: 'inter-cyrillic.woff2',
    from: 'inter-cyrillic-wght-normal.woff2',
    codepoints: ranges([0x401, 0x401], [0x410, 0x44f], [0x451, 0x451], [0x2116, 0x2116]),
  },
  {
    /** The other Cyrillic letters of the @fontsource file (Ukrainian, Serbian, Kazakh …): fetched only by text using them. */
    file: 'inter-cyrillic-rest.woff2',
    from: 'inter-cyrillic-wght-normal.woff2',
    codepoints: ranges([0x400, 0x45f], [0x490, 0x491], [0x4b0, 0x4b1]),
  },
  {
    /** What else @fontsource's Latin file holds (é × ° € ™ …): fetched only by pages using it. */
    file: 'inter-latin-rest.woff2',
    from: 'inter-latin-wght-normal.woff2',
    codepoints: ranges(
      [0xa0, 0xff],
      [0x152, 0x153],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2212, 0x2212]
    ),
  },
  {
    /** What else its Latin Extended file holds (other European letters, currency signs). */
    file: 'inter-latin-ext-rest.woff2',
    from: 'inter-latin-ext-wght-normal.woff2',
    codepoints: ranges([0x100, 0x24f], [0x1e00, 0x1e9f], [0x20a0, 0x20c0]),
  },
]

/** The generated faces; no code point belongs to two of them (each browser fetch is decided once). */
export const FONT_FACES: FontSubset[] = WANTED.map((face, index) => {
  const earlier = new Set(WANTED.slice(0, index).flatMap((before) => before.codepoints))
  return { ...face, codepoints: face.codepoints.filter((point) => !earlier.has(point)) }
})

/** Lowest weight the CSS uses (`font-normal`); the variable axis is cut to 400–900. */
export const WEIGHTS = { min: 400, max: 900 }

/** A face's code points as a CSS `unicode-range` value: `U+20-7E, U+A0, …` (upper-case hex). */
export function unicodeRange(codepoints: number[]): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b)
  const parts: string[] = []
  for (let index = 0; index < sorted.length;) {
    let end = index
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1
    const hex = (point: number) => point.toString(16).toUpperCase()
    parts.push(
      end === index ? `U+${hex(sorted[index])}` : `U+${hex(sorted[index])}-${hex(sorted[end])}`
    )
    index = end + 1
  }
  return parts.join(', ')
}
