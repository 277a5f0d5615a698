const AZ_FOLD: Record<string, string> = {
  ə: 'e',
  ı: 'i',
  ö: 'o',
  ü: 'u',
  ğ: 'g',
  ç: 'c',
  ş: 's',
  ё: 'е',
}

/**
 * Folds text for typed-text matching in the browser, like the server's karvan_fold: lower-case,
 * Azerbaijani letters to ASCII (ə→e ı→i ş→s …), accents stripped, then sh→s and ch→c, so
 * `seki`, `Sheki` and `Şəki` all match.
 */
export function foldText(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/[əıöüğçşё]/g, (char) => AZ_FOLD[char])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/sh/g, 's')
    .replace(/ch/g, 'c')
    .trim()
}
