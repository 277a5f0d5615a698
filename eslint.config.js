/**
 * ESLint 9 flat config: the AdonisJS app preset (`@adonisjs/eslint-config`), its React block with
 * `eslint-plugin-react-hooks` (recommended, including the React Compiler rules of v7), and the import
 * boundaries of DESIGN §7 rules 4 and 10 as rules. `npm run lint` runs it with `--max-warnings 0`.
 *
 * Formatting is Prettier's job alone (`npm run format:check`): the preset's `prettier/prettier` rule and
 * every stylistic rule Prettier owns are switched off at the end, so lint never reports layout.
 */
import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'
import eslintConfigPrettier from 'eslint-config-prettier'

/** Back-end code the browser bundle must never pull in (types come generated or from `#shared`). */
const BACKEND_ONLY = [
  {
    /** Regexes: in the gitignore-style `group` syntax a leading `#` starts a comment. */
    regex: '^#(models|services|actions|validators)/',
    message:
      'Front-end code never imports back-end modules: receive the data as props (DESIGN §7 rule 4).',
  },
  {
    regex: '(^|/)app/(models|services|actions|validators)/',
    message:
      'Front-end code never imports back-end modules: receive the data as props (DESIGN §7 rule 4).',
  },
  {
    /** Server packages; the client entry points of @adonisjs/inertia (react, helpers) stay usable. */
    regex: '^@adonisjs/(?!inertia/(react|helpers)$)',
    allowTypeImports: true,
    message: 'AdonisJS server packages stay on the server; type-only imports are fine.',
  },
]

/** The anonymous page cache and its fast paths are wired only by the server entry, start files and middleware. */
const PAGE_CACHE = {
  regex: '(^|/)page_cache/',
  message: 'The page cache is reached through app/middleware (page_cache_middleware) only.',
}

/** `process.env` is read once, validated, in start/env.ts; everything else uses `env.get()`. */
const PROCESS_ENV = [
  {
    object: 'process',
    property: 'env',
    message: "Read settings through `env` from '#start/env' (validated in start/env.ts).",
  },
]

export default configApp(
  {
    name: 'Karvan ignores',
    ignores: [
      'build/**',
      'node_modules/**',
      '.adonisjs/**',
      'public/assets/**',
      'storage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...react,
  {
    name: 'Karvan front end',
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      /** Shared constants both sides may import live in #shared (issue 23). */
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#shared/*'] }],
      /**
       * The typed Link/Form of @adonisjs/inertia/react need the Tuyau client registry, which Karvan
       * removed on purpose: URLs are built by route name on the server and arrive in props
       * (docs/urls.md), so the @inertiajs/react components are the right ones here.
       */
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
      '@adonisjs/prefer-adonisjs-inertia-form': 'off',
      'no-restricted-imports': ['error', { patterns: BACKEND_ONLY }],
      /** `head-key` is how Inertia's <Head> de-duplicates tags. */
      'react/no-unknown-property': ['error', { ignore: ['head-key'] }],
      /**
       * `noopener` is what protects `window.opener`; the referrer is kept on purpose (suppliers see
       * visits come from Karvan, admin links stay on our origin).
       */
      'react/jsx-no-target-blank': ['error', { allowReferrer: true }],
    },
  },
  {
    /** Front-end tests run in Node (Vitest) and compare the browser's formatting with app/lib's. */
    name: 'Karvan front-end tests',
    files: ['inertia/**/*.test.{ts,tsx}'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#shared/*', '#lib/*'] }],
    },
  },
  {
    name: 'Karvan controllers',
    files: ['app/controllers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@adonisjs/lucid/services/db',
              message:
                'Controllers translate HTTP only: move the query or transaction into an action or service.',
            },
          ],
          patterns: [PAGE_CACHE],
        },
      ],
    },
  },
  {
    name: 'Karvan page cache boundary',
    files: [
      'app/**/*.ts',
      'config/**/*.ts',
      'providers/**/*.ts',
      'commands/**/*.ts',
      'database/**/*.ts',
    ],
    ignores: ['app/controllers/**', 'app/middleware/**', 'app/services/page_cache/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PAGE_CACHE] }],
    },
  },
  {
    /**
     * Everything but start/env.ts and the process harnesses: bin/ (entry points), and tests/ and
     * bench/ and deploy/topology.js, which start child processes of the app with an environment of
     * their own.
     */
    name: 'Karvan settings boundary',
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['start/env.ts', 'bin/**', 'tests/**', 'bench/**', 'deploy/topology.js'],
    rules: {
      'no-restricted-properties': ['error', ...PROCESS_ENV],
    },
  },
  {
    /**
     * A test reads one response inline, as the user story goes: `inertiaPage((await client.get(url)).text())`,
     * `(await post(...)).assertStatus(400)`. Application code keeps the rule.
     */
    name: 'Karvan tests',
    files: ['tests/**/*.ts'],
    rules: {
      '@unicorn/no-await-expression-member': 'off',
    },
  },
  {
    name: 'Formatting belongs to Prettier',
    rules: {
      ...eslintConfigPrettier.rules,
      'prettier/prettier': 'off',
    },
  }
)
