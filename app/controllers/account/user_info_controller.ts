import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import UpdateUserInfo from '#actions/account/update_user_info'
import ReplaceAvatar from '#actions/account/replace_avatar'
import { urlTo } from '#services/urls'
import { endSessionsOf } from '#services/auth/sessions'
import { logSecurityEvent } from '#services/auth/security_log'
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  NotAnImageError,
  avatarUrl,
  readSingleFile,
} from '#services/images/avatar'
import { userInfoValidator } from '#validators/user_info'

/** Fields never kept in the session for re-display. */
const SECRET_FIELDS = ['_csrf', '_method', 'current_password', 'password', 'password_confirmation']

/**
 * User info form (SPEC §2 Customer dashboard, issue 4): name, e-mail, phone, password and the
 * profile picture. The picture route is the only one reading a multipart body.
 */
export default class UserInfoController {
  show({ auth, inertia, locale }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('account/user_info', {
      values: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        phone: user.phone ?? '',
      },
      avatar: { url: avatarUrl(user.avatarPath), maxBytes: AVATAR_MAX_BYTES, size: AVATAR_SIZE },
      urls: {
        update: urlTo('user_info.update', locale),
        avatar: urlTo('user_info.avatar', locale),
      },
    })
  }

  async update(ctx: HttpContext) {
    const { auth, request, response, session, i18n, locale } = ctx
    const user = auth.getUserOrFail()
    try {
      const input = await request.validateUsing(userInfoValidator, {
        meta: { passwordContext: { emails: [user.email], names: [user.firstName, user.lastName] } },
      })
      const result = await new UpdateUserInfo().handle(user, input, i18n)
      if (result.passwordChanged) {
        await endSessionsOf(user.id, session.sessionId)
        session.regenerate()
        if (session.supportsTagging()) await session.tag(String(user.id))
        await logSecurityEvent(ctx, 'password_changed', { user })
      }
      if (result.emailChanged)
        await logSecurityEvent(ctx, 'email_changed', { user, email: user.email })
      session.flash('success', i18n.t('account.user_info.saved'))
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      session.flashValidationErrors(error, false)
      session.flashExcept(SECRET_FIELDS)
    }
    return response.redirect().status(303).toPath(urlTo('user_info', locale))
  }

  async avatar({ auth, request, response, session, i18n, locale }: HttpContext) {
    const user = auth.getUserOrFail()
    const back = () => response.redirect().status(303).toPath(urlTo('user_info', locale))
    const fail = (key: string) => {
      session.flash('inputErrorsBag', {
        avatar: [i18n.t(`account.avatar.${key}`, { mb: AVATAR_MAX_BYTES / 1024 / 1024 })],
      })
      return back()
    }
    const upload = await readSingleFile(request.request, 'avatar', AVATAR_MAX_BYTES)
    if (upload.status === 'missing') return fail('missing')
    if (upload.status === 'too_large') return fail('too_large')
    try {
      await new ReplaceAvatar().handle(user, upload.bytes)
    } catch (error) {
      if (error instanceof NotAnImageError) return fail('not_image')
      throw error
    }
    session.flash('success', i18n.t('account.avatar.saved'))
    return back()
  }

  async removeAvatar({ auth, response, session, i18n, locale }: HttpContext) {
    await new ReplaceAvatar().remove(auth.getUserOrFail())
    session.flash('success', i18n.t('account.avatar.removed'))
    return response.redirect().status(303).toPath(urlTo('user_info', locale))
  }
}
