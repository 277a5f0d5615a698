import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * Multipart parsing stays off except on upload routes (upstream bodyparser crashes on fields
 * named `__proto__`/`constructor`; see DEVELOPERS.md).
 */
export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
    limit: '256kb',
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '256kb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '20mb',
    types: [],
  },
})
