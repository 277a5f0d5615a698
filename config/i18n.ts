import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/** az is the default and fallback locale (SPEC §2); messages live in resources/lang/{az,en,ru}. */
export default defineConfig({
  defaultLocale: 'az',
  supportedLocales: ['az', 'en', 'ru'],
  fallbackLocales: { en: 'az', ru: 'az' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})
