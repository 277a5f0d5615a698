import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/** Flattens nested message objects into dotted keys. */
function flatten(value: Record<string, any>, prefix = ''): Record<string, string> {
  return Object.entries(value).reduce<Record<string, string>>((out, [key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (inner && typeof inner === 'object') Object.assign(out, flatten(inner, path))
    else out[path] = String(inner)
    return out
  }, {})
}

function catalogue(locale: string) {
  const dir = app.languageFilesPath(locale)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .reduce<Record<string, string>>((all, file) => {
      const namespace = file.replace(/\.json$/, '')
      return { ...all, ...flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), namespace) }
    }, {})
}

test.group('i18n completeness', () => {
  test('az, en and ru have exactly the same keys, none empty', ({ assert }) => {
    const [az, en, ru] = ['az', 'en', 'ru'].map(catalogue)
    assert.isAbove(Object.keys(en).length, 50)
    for (const [name, other] of [
      ['az', az],
      ['ru', ru],
    ] as const) {
      assert.deepEqual(
        Object.keys(other).sort(),
        Object.keys(en).sort(),
        `keys of ${name} differ from en`
      )
    }
    for (const [locale, messages] of Object.entries({ az, en, ru })) {
      for (const [key, message] of Object.entries(messages))
        assert.isNotEmpty(message.trim(), `${locale}:${key}`)
    }
  })

  test('placeholders match across languages', ({ assert }) => {
    const [az, en, ru] = ['az', 'en', 'ru'].map(catalogue)
    const names = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en)) {
      assert.deepEqual(names(az[key]), names(en[key]), `az:${key}`)
      assert.deepEqual(names(ru[key]), names(en[key]), `ru:${key}`)
    }
  })

  test('SPEC strings: "Loading..." and "Page not found: {name}"', ({ assert }) => {
    const en = catalogue('en')
    assert.equal(en['ui.loading'], 'Loading...')
    assert.equal(en['ui.errors.not_found'], 'Page not found: {name}')
  })

  test('every t() key used by the front end and the server exists', ({ assert }) => {
    const en = catalogue('en')
    const namespaces = new Set(
      readdirSync(app.languageFilesPath('en')).map((file) => file.replace(/\.json$/, ''))
    )
    const sources = [app.makePath('inertia'), app.makePath('app')]
    const used = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(full, 'utf8').matchAll(/\bt\(\s*'([a-z_]+\.[\w.]+)'/g)) {
            if (namespaces.has(match[1].split('.')[0])) used.add(match[1])
          }
        }
      }
    }
    sources.forEach(walk)
    assert.isAbove(used.size, 20)
    for (const key of used) assert.isTrue(key in en, `missing key ${key}`)
  })
})
