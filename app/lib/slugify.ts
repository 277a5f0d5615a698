/**
 * Slugs for entity URLs (DESIGN §4).
 * az/en: ə→e ı/İ→i ö→o ü→u ğ→g ç→c ş→sh, then ASCII; ru: BGN/PCGN-style romanisation
 * (ж zh, х kh, ц ts, ч ch, ш sh, щ shch, ы/й y, ь/ъ dropped, я ya, ю yu, ё yo, е → ye at the
 * start of a word or after a vowel, й, ь or ъ). Vectors: tests/fixtures/test_vectors.json (a copy of the shared test vectors).
 */
const AZ: Record<string, string> = {
  ə: 'e',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ü: 'u',
  ğ: 'g',
  ç: 'c',
  ş: 'sh',
}

const RU: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

const RU_VOWELS = new Set([...'аеёиоуыэюя'])
const YE_AFTER = new Set([...RU_VOWELS, 'й', 'ь', 'ъ'])

/** Transliterates Cyrillic by the BGN/PCGN-style rule above; other characters pass through. */
export function romanizeRussian(text: string): string {
  const chars = [...text.toLowerCase()]
  return chars
    .map((char, index) => {
      if (char === 'е') {
        const previous = chars[index - 1]
        const wordStart = previous === undefined || !/[\p{L}]/u.test(previous)
        return wordStart || YE_AFTER.has(previous) ? 'ye' : 'e'
      }
      return RU[char] ?? char
    })
    .join('')
}

/**
 * URL slug of a text: lowercase ASCII words joined by '-', at most `maxLength` characters
 * (cut at a word boundary). Returns '' when nothing sluggable remains.
 */
export function slugify(text: string, maxLength = 80): string {
  const lowered = text.replace(/İ/g, 'i').toLowerCase()
  const az = [...lowered].map((char) => AZ[char] ?? char).join('')
  const ascii = romanizeRussian(az)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (ascii.length <= maxLength) return ascii
  const cut = ascii.slice(0, maxLength)
  const lastDash = cut.lastIndexOf('-')
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '')
}
