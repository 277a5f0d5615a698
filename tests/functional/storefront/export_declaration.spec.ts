import { test } from '@japa/runner'
import { LOCALES, PAGES } from '#lib/route_table'
import { supportEmail } from '#config/mail'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

/** The server-rendered markup without its Inertia page object. */
const markup = (html: string) =>
  html.replace(/<script data-page="app" type="application\/json">[\s\S]*?<\/script>/, '')

const EXPECTED = {
  az: { title: 'İxrac bəyannaməsi', text: 'elektron bəyannamə', contact: 'İxrac dəstəyi' },
  en: { title: 'Export declaration', text: 'e-declaration', contact: 'Export support' },
  ru: {
    title: 'Экспортная декларация',
    text: 'электронная декларация',
    contact: 'Экспортная поддержка',
  },
} as const

test.group('Export declaration page (SPEC §2 Shell)', () => {
  for (const locale of LOCALES) {
    test(`is served in ${locale} at its own path, server-rendered, with the export support contact`, async ({
      client,
      assert,
    }) => {
      const path = PAGES.export_declaration[locale]
      const response = await client.get(path)
      response.assertStatus(200)
      const html = response.text()
      const page = inertiaPage(html)
      assert.equal(page.component, 'storefront/export_declaration')
      assert.include(html, 'data-server-rendered="true"')
      assert.match(html, new RegExp(`<title[^>]*>${EXPECTED[locale].title} - Karvan</title>`))
      const body = markup(html)
      assert.include(body, EXPECTED[locale].text)
      assert.include(body, EXPECTED[locale].contact)
      assert.include(body, `mailto:${supportEmail}`)
      assert.include(body, `href="${url('contact', locale)}"`)
      assert.include(body, 'href="https://customs.gov.az"')
      assert.lengthOf(page.props.sections, 5)
      assert.lengthOf(page.props.sections.find((s: any) => s.code === 'documents').items, 9)
      for (const alt of LOCALES)
        assert.include(
          html,
          `hrefLang="${alt}" href="http://localhost:3333${PAGES.export_declaration[alt]}"`
        )
    })
  }

  test('the shell links to it in every language', async ({ client, assert }) => {
    for (const locale of LOCALES) {
      const html = (await client.get(PAGES.home[locale])).text()
      assert.equal(inertiaPage(html).props.nav.export_declaration, PAGES.export_declaration[locale])
      assert.include(markup(html), `href="${PAGES.export_declaration[locale]}"`)
    }
    assert.deepEqual(PAGES.export_declaration, {
      az: '/ixrac-beyannamesi',
      en: '/en/export-declaration',
      ru: '/ru/eksportnaya-deklaratsiya',
    })
  })
})
