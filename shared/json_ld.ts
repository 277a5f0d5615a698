/**
 * A schema.org JSON-LD document as a page carries it (app/services/seo/json_ld.ts builds them,
 * the page renders each in a `<script type="application/ld+json">`).
 */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>

/**
 * `data` as the text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&`
 * written as \u escapes, so no value (a product name with `</script>`) can close the script
 * or open a comment; U+2028/U+2029 escaped too for old JSON-in-JS parsers. Still valid JSON.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
