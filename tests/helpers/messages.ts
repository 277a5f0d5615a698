import { messageAssetOfPath } from '#lib/message_assets'

/**
 * The message catalogue a page's props point to (shared prop `messages`: the URL of a hashed
 * asset, app/lib/message_assets.ts), as the browser gets it. Throws when the URL names no asset.
 */
export function catalogueOf(props: { messages?: unknown }): Record<string, string> {
  const found = typeof props.messages === 'string' ? messageAssetOfPath(props.messages) : undefined
  if (!found) throw new Error(`No message catalogue at ${String(props.messages)}`)
  return JSON.parse(found.asset.body.toString('utf8'))
}
