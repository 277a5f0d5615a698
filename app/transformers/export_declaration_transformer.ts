import type { I18n } from '@adonisjs/i18n'
import { supportEmail, supportPhone } from '#config/mail'
import { telHref } from '#lib/phone'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'

/** Official site of the State Customs Committee of the Republic of Azerbaijan (e-customs). */
export const CUSTOMS_URL = 'https://customs.gov.az'

/** Sections of the guide in display order, with their paragraphs or list items (message keys). */
const SECTIONS = [
  { code: 'what', paragraphs: ['p1', 'p2'] },
  { code: 'who', paragraphs: ['p1', 'p2'] },
  {
    code: 'documents',
    items: [
      'contract',
      'invoice',
      'packing',
      'transport',
      'code',
      'origin',
      'phyto',
      'permits',
      'attorney',
    ],
  },
  {
    code: 'steps',
    items: ['agree', 'certify', 'file', 'pay', 'present', 'release'],
    ordered: true,
  },
  { code: 'karvan', paragraphs: ['p1'] },
] as const

/** One section of the guide: heading, then paragraphs or a (numbered) list. */
export interface ExportDeclarationSection {
  code: string
  heading: string
  paragraphs: string[]
  items: string[]
  ordered: boolean
}

/** Props of the export declaration page (storefront/export_declaration). */
export interface ExportDeclarationPage {
  title: string
  lead: string
  sections: ExportDeclarationSection[]
  disclaimer: string
  customs: { url: string; label: string }
  contact: {
    heading: string
    text: string
    emailLabel: string
    email: string
    phoneLabel: string
    phone: string
    phoneHref: string
    formLabel: string
    formUrl: string
  }
}

/**
 * The export declaration guide (SPEC §2 Shell "export declaration"; issue 26) in the request's
 * language: what the export customs declaration is in Azerbaijan, who files it, the documents,
 * the steps, how Karvan's export consultants help, and their contact (config/mail.ts support
 * e-mail and phone, and the contact form). Texts: resources/lang/*\/export_declaration.json;
 * they travel as props, not in the shared message bundle.
 */
export function exportDeclarationPage(i18n: I18n, locale: Locale): ExportDeclarationPage {
  const t = (key: string) => i18n.t(`export_declaration.${key}`)
  return {
    title: t('title'),
    lead: t('lead'),
    sections: SECTIONS.map((section) => ({
      code: section.code,
      heading: t(`sections.${section.code}.heading`),
      paragraphs:
        'paragraphs' in section
          ? section.paragraphs.map((key) => t(`sections.${section.code}.${key}`))
          : [],
      items:
        'items' in section
          ? section.items.map((key) => t(`sections.${section.code}.items.${key}`))
          : [],
      ordered: 'ordered' in section && section.ordered,
    })),
    disclaimer: t('disclaimer'),
    customs: { url: CUSTOMS_URL, label: t('customs_link') },
    contact: {
      heading: t('contact.heading'),
      text: t('contact.text'),
      emailLabel: t('contact.email'),
      email: supportEmail,
      phoneLabel: t('contact.phone'),
      phone: supportPhone,
      phoneHref: telHref(supportPhone),
      formLabel: t('contact.form'),
      formUrl: urlTo('contact', locale),
    },
  }
}
