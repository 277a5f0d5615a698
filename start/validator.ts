/** VineJS defaults: messages come from resources/lang through the request's i18n (see locale middleware). */
import vine from '@vinejs/vine'

vine.convertEmptyStringsToNull = true
