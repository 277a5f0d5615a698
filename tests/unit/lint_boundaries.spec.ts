import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import app from '@adonisjs/core/services/app'

/**
 * The import boundaries of eslint.config.js (DESIGN §7 rules 4 and 10) report what they are meant
 * to: a rule that silently matches nothing (a pattern typo, `#` read as a comment) passes lint
 * forever. Each case lints a snippet as if it lived at `path`.
 */
const CASES: { path: string; code: string; reported: string[] }[] = [
  {
    path: 'inertia/pages/example.tsx',
    code: "import type Product from '#models/product'\nexport type P = Product\n",
    reported: ['no-restricted-imports'],
  },
  {
    path: 'inertia/components/example.tsx',
    code: "import { urlTo } from '#services/urls'\nexport const u = urlTo\n",
    reported: ['@adonisjs/no-backend-import-in-frontend', 'no-restricted-imports'],
  },
  {
    path: 'inertia/lib/example.ts',
    code: "import db from '@adonisjs/lucid/services/db'\nexport const d = db\n",
    reported: ['no-restricted-imports'],
  },
  {
    path: 'app/controllers/example_controller.ts',
    code: "import db from '@adonisjs/lucid/services/db'\nexport const d = db\n",
    reported: ['no-restricted-imports'],
  },
  {
    path: 'app/services/catalog/example.ts',
    code: "import { forgetPages } from '#services/page_cache/page_cache'\nexport const f = forgetPages\n",
    reported: ['no-restricted-imports'],
  },
  {
    path: 'app/services/catalog/example.ts',
    code: 'export const home = process.env.HOME\n',
    reported: ['no-restricted-properties'],
  },
]

/** What is allowed stays allowed. */
const ALLOWED: { path: string; code: string }[] = [
  {
    path: 'inertia/lib/example.ts',
    code: "import type { PageProps } from '@adonisjs/inertia/types'\nexport type P = PageProps\n",
  },
  {
    path: 'app/middleware/example.ts',
    code: "import { forgetPages } from '#services/page_cache/page_cache'\nexport const f = forgetPages\n",
  },
  { path: 'start/env.ts', code: 'export const home = process.env.HOME\n' },
  { path: 'bin/example.ts', code: 'export const home = process.env.HOME\n' },
]

test.group('Lint import boundaries', () => {
  const eslint = new ESLint({ cwd: app.makePath() })
  const ruleIds = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: app.makePath(path) })
    return [...new Set(result.messages.map((message) => message.ruleId))].sort()
  }

  test('reports {label}')
    .with(CASES.map((item) => ({ ...item, label: `${item.path}: ${item.code.split('\n')[0]}` })))
    .run(async ({ assert }, item) => {
      assert.deepEqual(await ruleIds(item.path, item.code), [...item.reported].sort())
    })
    .timeout(60_000)

  test('allows {label}')
    .with(ALLOWED.map((item) => ({ ...item, label: `${item.path}: ${item.code.split('\n')[0]}` })))
    .run(async ({ assert }, item) => {
      assert.deepEqual(await ruleIds(item.path, item.code), [])
    })
    .timeout(60_000)
})
