import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { SessionClient } from '@adonisjs/session/client'
import { SessionCollection } from '@adonisjs/session'

/**
 * A signed-in session of `userId` on "another device": stored in the test session store (memory)
 * and tagged with the user id, exactly as a real sign-in leaves it. Returns its id.
 * (Japa's session client destroys the sessions of its own requests, so those cannot be checked.)
 */
export async function openDeviceSession(userId: number): Promise<string> {
  const config: any = await configProvider.resolve(app, app.config.get('session'))
  const client = new SessionClient(config.stores.memory())
  client.merge({ auth_web: userId, auth_signed_in_at: Date.now() })
  await client.commit()
  const collection = await app.container.make(SessionCollection)
  await collection.tag(client.sessionId, String(userId))
  return client.sessionId
}

/** Whether a session id still exists in the session store. */
export async function sessionExists(sessionId: string): Promise<boolean> {
  const collection = await app.container.make(SessionCollection)
  return (await collection.get(sessionId)) !== null
}
