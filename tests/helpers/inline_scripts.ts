/**
 * The inline scripts of an HTML page that a browser would run (no `src`, not a JSON data block):
 * a page needs none, so its body carries no CSP nonce and is the same for every visitor
 * (docs/fast_paths.md). Returns their opening tags.
 */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\ssrc=/i.test(tag) && !/\stype="application\/(?:ld\+)?json"/i.test(tag))
}
