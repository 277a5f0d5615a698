/**
 * Flattens the JSON files of resources/lang (as `import.meta.glob` gives them) into one catalogue
 * per language keyed like the server's (`ui.pager.next`): what server-side rendering and the
 * front-end tests read, since neither fetches the catalogue asset the browser loads.
 */
export function flattenLangFiles(
  files: Record<string, Record<string, unknown>>
): Map<string, Record<string, string>> {
  const catalogues = new Map<string, Record<string, string>>()
  for (const [path, content] of Object.entries(files)) {
    const match = /\/lang\/(\w+)\/(\w+)\.json$/.exec(path)
    if (!match) continue
    let messages = catalogues.get(match[1])
    if (!messages) catalogues.set(match[1], (messages = {}))
    flatten(match[2], content, messages)
  }
  return catalogues
}

function flatten(prefix: string, value: unknown, into: Record<string, string>) {
  if (typeof value === 'string') into[prefix] = value
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, into)
  }
}
