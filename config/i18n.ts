import app from '@adonisjs/core/services/app'
import { defineConfig, loaders } from '@adonisjs/i18n'
import { cachedIcuFormatter } from '#lib/icu_formatter'

/**
 * az is the default and fallback locale (SPEC §2); messages live in resources/lang/{az,en,ru}.
 * ICU messages, compiled once per language (app/lib/icu_formatter.ts).
 */
export default defineConfig({
  defaultLocale: 'az',
  supportedLocales: ['az', 'en', 'ru'],
  fallbackLocales: { en: 'az', ru: 'az' },
  formatter: cachedIcuFormatter,
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})
