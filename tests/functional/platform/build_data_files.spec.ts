import { test } from '@japa/runner'
import { readdirSync, statSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/**
 * Migrations and seeders read database/data (the HS nomenclature CSV, the category tree JSON…)
 * from the folder they run in; under `npm start` that is the production build, which only holds
 * what adonisrc.ts `metaFiles` copies. `npm test` builds before the suite runs.
 */
test.group('Production build', () => {
  test('carries every data file that migrations and seeders read', ({ assert }) => {
    const source = app.makePath('database', 'data')
    const built = app.makePath('build', 'database', 'data')
    for (const name of readdirSync(source)) {
      const path = `${built}/${name}`
      assert.doesNotThrow(() => statSync(path), `${name} is missing from build/database/data`)
      assert.equal(statSync(path).size, statSync(`${source}/${name}`).size, name)
    }
  })
})
