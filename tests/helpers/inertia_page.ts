/** The Inertia page object embedded in a server-rendered HTML response. */
export function inertiaPage(html: string): {
  component: string
  props: Record<string, any>
  url: string
  version: string
  deferredProps?: Record<string, string[]>
} {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('No Inertia page object in the response')
  return JSON.parse(match[1])
}

/**
 * Inertia partial reload of `path` asking only for `props` (as the client does for deferred
 * props). Returns the page object's props.
 */
export async function partialReload(client: any, path: string, component: string, props: string[]) {
  const first = inertiaPage((await client.get(path)).text())
  const response = await client
    .get(path)
    .header('X-Inertia', 'true')
    .header('X-Inertia-Version', first.version)
    .header('X-Inertia-Partial-Component', component)
    .header('X-Inertia-Partial-Data', props.join(','))
  response.assertStatus(200)
  return response.body().props as Record<string, any>
}
