import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/** A published product of the seeded catalog with its English path (`/en/product/{slug}-{id}`). */
export async function publishedProduct() {
  const product = await db
    .from('products as p')
    .join('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', 'en')
    )
    .join('companies as c', 'c.id', 'p.company_id')
    .where('p.status', 'published')
    .where('c.status', 'active')
    .orderBy('p.id')
    .select('p.id', 't.name', 't.slug')
    .firstOrFail()
  return {
    id: product.id as number,
    name: product.name as string,
    path: `/en/product/${product.slug}-${product.id}`,
  }
}

/** A visitor's comment on `productId`, pending unless told otherwise; returns its id. */
export async function insertComment(
  productId: number,
  body: string,
  status = 'pending',
  createdAt = new Date()
) {
  const [row] = await db
    .table('comments')
    .insert({
      product_id: productId,
      author_name: 'Nigar Əliyeva',
      body,
      locale: 'az',
      status,
      created_at: createdAt,
    })
    .returning('id')
  return Number(row.id ?? row) as number
}

/**
 * A server-side session in the memory store, signed in as `user` and tagged with its id,
 * exactly as signInSession leaves it (auth key, sign-in mark, tag). Returns the session id.
 */
export async function signedInSession(user: User) {
  const config = await configProvider.resolve<any>(app, app.config.get('session'))
  const store = config!.stores.memory()
  const id = randomUUID()
  store.write(id, { auth_web: user.id, auth_signed_in_at: Date.now() })
  store.tag(id, String(user.id))
  return { id, read: () => store.read(id) as Record<string, unknown> | null }
}

/**
 * Sends `request` with the session cookie of `sessionId` (a browser that signed in earlier)
 * instead of the fresh session the Japa session plugin would create.
 */
export function inSession<Request>(request: Request, sessionId: string): Request {
  ;(request as any).sessionClient.sessionId = sessionId
  return request
}
