/**
 * GET /csrf: 204 through the full middleware stack, so the visitor gets a session and the
 * XSRF-TOKEN cookie. Pages served from the anonymous micro-cache set no cookie; the browser
 * calls this once after hydrating when it has no XSRF-TOKEN yet (inertia/app.tsx), before any
 * form posts (comment, contact, sign-in).
 */
import router from '@adonisjs/core/services/router'

router
  .get('/csrf', ({ response }) => {
    response.header('Cache-Control', 'no-store')
    return response.noContent()
  })
  .as('csrf')
