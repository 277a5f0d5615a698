import { existsSync, readFileSync } from 'node:fs'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * One PostgreSQL connection from DATABASE_URL. Without it, the embedded cluster that
 * `npm start` runs (storage/pg, port 54329, password kept beside the data) is used, so
 * `npm run dev` and `npm run ace` work next to a running `npm start`.
 */
function embeddedUrl() {
  const secret = app.makePath('storage', 'pg.password')
  const password = existsSync(secret) ? encodeURIComponent(readFileSync(secret, 'utf8').trim()) : ''
  return `postgres://postgres:${password}@127.0.0.1:54329/karvan`
}

export default defineConfig({
  connection: 'pg',
  connections: {
    pg: {
      client: 'pg',
      connection: { connectionString: env.get('DATABASE_URL') ?? embeddedUrl() },
      pool: { min: 0, max: env.get('DATABASE_POOL_MAX') ?? 10 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})
