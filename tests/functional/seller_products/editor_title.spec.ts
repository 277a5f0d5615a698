import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createDraft, productPaths, saveForm, sellerWithAddress } from './helpers.js'

/** Text of the document `<title>` as the server sent it. */
function serverTitle(html: string): string | undefined {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
}

test.group('Product editor: title in the interface language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the editor is titled with the name in the interface language, Azerbaijani when not translated', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    ;(
      await saveForm(client, seller, id, {
        intent: 'draft',
        name_az: 'Nar şirəsi',
        name_en: 'Pomegranate juice',
        name_ru: '',
      })
    ).assertStatus(303)

    const title = async (locale: 'az' | 'en' | 'ru') =>
      serverTitle((await client.get(productPaths(id, locale).edit).loginAs(seller)).text())
    assert.equal(await title('en'), 'Pomegranate juice - Karvan')
    assert.equal(await title('az'), 'Nar şirəsi - Karvan')
    assert.equal(await title('ru'), 'Nar şirəsi - Karvan', 'no Russian name: the Azerbaijani one')
  })
})
