import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { inertiaPage } from '#tests/helpers/inertia_page'
import {
  addImage,
  completeForm,
  createDraft,
  errorsOf,
  productPaths,
  saveForm,
  sellerWithAddress,
} from './helpers.js'

/** SPEC §5 "X is important" messages, per form field, in each language. */
const REQUIRED: Record<string, { en: string; az: string; ru: string }> = {
  location_address_id: { en: 'Address is important', az: 'Ünvan vacibdir', ru: 'Адрес важен' },
  barcode: { en: 'Barcode is important', az: 'Barkod vacibdir', ru: 'Штрихкод важен' },
  brand_name: { en: 'Brand is important', az: 'Brend vacibdir', ru: 'Бренд важен' },
  price: { en: 'Price is important', az: 'Qiymət vacibdir', ru: 'Цена важна' },
  weight: { en: 'Weight is important', az: 'Çəki vacibdir', ru: 'Вес важен' },
  width: { en: 'Size width is important', az: 'Ölçünün eni vacibdir', ru: 'Ширина важна' },
  length: { en: 'Size length is important', az: 'Ölçünün uzunluğu vacibdir', ru: 'Длина важна' },
  height: { en: 'Size height is important', az: 'Ölçünün hündürlüyü vacibdir', ru: 'Высота важна' },
  size_unit: {
    en: 'Size unit is important',
    az: 'Ölçü vahidi vacibdir',
    ru: 'Единица размера важна',
  },
  stock: {
    en: 'Stock count is important',
    az: 'Stok sayı vacibdir',
    ru: 'Количество на складе важно',
  },
  moq: {
    en: 'Minimum quantity is important',
    az: 'Minimum miqdar vacibdir',
    ru: 'Минимальное количество важно',
  },
  name_az: {
    en: 'Name in Azerbaijani is important',
    az: 'Azərbaycan dilində ad vacibdir',
    ru: 'Название на азербайджанском важно',
  },
  name_en: {
    en: 'Name in English is important',
    az: 'İngilis dilində ad vacibdir',
    ru: 'Название на английском важно',
  },
  name_ru: {
    en: 'Name in Russian is important',
    az: 'Rus dilində ad vacibdir',
    ru: 'Название на русском важно',
  },
  description_az: {
    en: 'Description in Azerbaijani is important',
    az: 'Azərbaycan dilində təsvir vacibdir',
    ru: 'Описание на азербайджанском важно',
  },
  description_en: {
    en: 'Description in English is important',
    az: 'İngilis dilində təsvir vacibdir',
    ru: 'Описание на английском важно',
  },
  description_ru: {
    en: 'Description in Russian is important',
    az: 'Rus dilində təsvir vacibdir',
    ru: 'Описание на русском важно',
  },
  category_id: { en: 'Category is important', az: 'Kateqoriya vacibdir', ru: 'Категория важна' },
}

/** Form field whose message a missing field shows under (the brand select carries the brand message). */
const SHOWN_AT: Record<string, string> = { brand_name: 'brand_id' }

test.group('Seller products: creating and saving', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('"Add product" creates an empty draft of the seller\'s company and opens its editor', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller, 'az')
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.company_id, seller.companyId)
    assert.equal(row.created_by_user_id, seller.id)
    assert.equal(row.status, 'draft')
    assert.match(row.product_code, new RegExp(`^KRV-${seller.companyId}-[0-9A-Z]{8}$`))
    assert.equal(row.location_address_id, addressId, 'the default pick-up address is preselected')

    const page = inertiaPage((await client.get(productPaths(id, 'az').edit).loginAs(seller)).text())
    assert.equal(page.component, 'seller/products/edit')
    assert.equal(page.props.values.product_code, row.product_code)
    assert.equal(page.props.product.state.label, 'Qaralama')
    assert.equal(page.props.values.location_address_id, String(addressId))
    assert.isAbove(page.props.options.categories.length, 5)
    assert.equal(page.props.uploadUrl, `/satici-paneli/mehsullar/${id}/images`)
  })

  test('a draft saves with almost nothing filled in, keeping what was typed', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const response = await saveForm(client, seller, id, {
      name_en: '  Walnut jam ',
      price: '7,5',
      weight: '250',
      weight_unit: 'g',
      intent: 'draft',
    })
    response.assertStatus(303)
    assert.equal(response.header('location'), productPaths(id).edit)
    response.assertFlashMessage('success', 'Saved.')

    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(Number(row.price_minor), 750)
    assert.equal(row.weight_grams, 250)
    assert.equal(row.status, 'draft')
    const translations = await db
      .from('product_translations')
      .where('product_id', id)
      .select('locale', 'name', 'slug')
    assert.deepEqual(translations, [{ locale: 'en', name: 'Walnut jam', slug: 'walnut-jam' }])

    const page = inertiaPage((await client.get(productPaths(id).edit).loginAs(seller)).text())
    assert.equal(page.props.values.name_en, 'Walnut jam')
    assert.equal(page.props.values.price, '7.5')
    assert.equal(page.props.values.weight, '250')
    assert.equal(page.props.values.weight_unit, 'g')
    assert.equal(page.props.values.name_az, '')
  })

  test('wrong formats are refused in place, in the page language, and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const form = await completeForm(addressId, {
      price: '12.345',
      barcode: '4006381333932',
      weight: '1.5',
      weight_unit: 'g',
      width: 'wide',
      discount_percent: '95',
      moq: '0',
      product_code: 'bad code!',
      name_en: 'x'.repeat(201),
      category_id: '999999',
    })
    const response = await saveForm(client, seller, id, form, 'ru')
    response.assertStatus(303)
    assert.equal(response.header('location'), productPaths(id, 'ru').edit)
    const errors = errorsOf(response)
    assert.equal(errors.price, 'Введите цену числом, не более 2 знаков после точки, например 12.50')
    assert.equal(errors.barcode, 'Неверный штрихкод: контрольная цифра не совпадает')
    assert.equal(errors.weight, 'Введите целое число граммов, например 250')
    assert.equal(errors.width, 'Введите число, не более 2 знаков после точки, например 12.5')
    assert.equal(errors.discount_percent, 'Введите число от 0 до 90')
    assert.equal(errors.moq, 'Введите число от 1 до 1000000')
    assert.include(errors.product_code, 'A–Z')
    assert.equal(errors.name_en, 'Не более 200 символов')
    assert.equal(errors.category_id, 'Выберите один из предложенных вариантов')
    assert.equal(errors.form, 'Некоторые поля требуют внимания: см. отмеченные разделы.')
    assert.equal(
      response.flashMessages().name_az,
      'Şəki halvası',
      'the typed input is flashed back'
    )

    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(Number(row.price_minor), 0)
    assert.equal(
      Number((await db.from('product_translations').where('product_id', id).count('* as n'))[0].n),
      0
    )
  })

  test('after a refused save, reopening the editor shows the typed input, not the stored values', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const response = await client
      .get(productPaths(id).edit)
      .withFlashMessages({
        price: '12.345',
        name_ru: 'Халва',
        description_en: null,
        is_available: false,
        attributes: [
          { name: { az: 'Rəng', en: 'Colour' }, value: { az: 'Ağ', en: 'White', ru: 'Белый' } },
        ],
        status: 'published',
        inputErrorsBag: { price: ['…'] },
      } as Record<string, any>)
      .loginAs(seller)
    const values = inertiaPage(response.text()).props.values
    assert.equal(values.price, '12.345')
    assert.equal(values.name_ru, 'Халва')
    assert.equal(values.description_en, '')
    assert.isFalse(values.is_available)
    assert.deepEqual(values.attributes, [
      { name: { az: 'Rəng', en: 'Colour', ru: '' }, value: { az: 'Ağ', en: 'White', ru: 'Белый' } },
    ])
    assert.notProperty(values, 'status')
  })

  test('a complete product is saved in storage units and submitted for review', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    await addImage(id)
    const response = await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, { intent: 'submit' })
    )
    response.assertStatus(303)
    response.assertFlashMessage('success', 'Saved and submitted for review.')

    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'in_review')
    assert.isNotNull(row.submitted_at)
    assert.equal(Number(row.price_minor), 1250)
    assert.equal(Number(row.effective_price_minor), 1125, '10 % discount')
    assert.equal(row.currency, 'AZN')
    assert.equal(row.weight_grams, 1250)
    assert.equal(row.width, '20.00')
    assert.equal(row.length, '30.50')
    assert.equal(row.size_unit, 'cm')
    assert.equal(row.moq, 5)
    assert.equal(row.stock, 120)
    assert.equal(row.barcode, '4006381333931')
    assert.equal(row.location_address, 'M. F. Axundzadə prospekti 12, Şəki')
    const district = await db.from('districts').where('id', row.location_district_id).firstOrFail()
    assert.equal(district.name_az, 'Şəki', 'the district is derived from the address city')

    const brand = await db.from('brands').where('id', row.brand_id).firstOrFail()
    assert.equal(brand.name, 'Şəki Dadları')
    assert.equal(brand.company_id, seller.companyId, 'a typed brand is created for the company')

    const translations = await db
      .from('product_translations')
      .where('product_id', id)
      .orderBy('locale')
    assert.deepEqual(
      translations.map((t) => [t.locale, t.name, t.slug]),
      [
        ['az', 'Şəki halvası', 'sheki-halvasi'],
        ['en', 'Shaki halva', 'shaki-halva'],
        ['ru', 'Шекинская халва', 'shekinskaya-khalva'],
      ]
    )
    assert.include(translations[1].search_extra, 'Şəki Dadları', 'catalog search text refreshed')
    const attributes = await db
      .from('product_attributes')
      .where('product_id', id)
      .orderBy('position')
    assert.deepEqual(
      attributes.map((a) => a.name.en),
      ['Weight', 'Packaging']
    )
  })

  test('markup in names and descriptions is kept as plain text and escaped in the page', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const hostile = '<!--<script>alert(1)</script> Halva'
    await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, { name_en: hostile, description_en: `${hostile}\nline two` })
    )
    const stored = await db
      .from('product_translations')
      .where({ product_id: id, locale: 'en' })
      .firstOrFail()
    assert.equal(stored.name, hostile)
    assert.equal(stored.description, `${hostile}\nline two`)
    for (const path of [productPaths(id).edit, '/en/seller-dashboard/products']) {
      const html = (await client.get(path).loginAs(seller)).text()
      assert.notInclude(html, '<script>alert(1)')
      assert.notInclude(html, '<!--<script>')
    }
    const page = inertiaPage((await client.get(productPaths(id).edit).loginAs(seller)).text())
    assert.equal(page.props.values.name_en, hostile)
  })

  test('a second save reuses the brand and a foreign-currency price is stored in cents', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    await saveForm(client, seller, id, await completeForm(addressId))
    await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, { price: '3.10', currency: 'USD', discount_percent: '0' })
    )
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(Number(row.price_minor), 310)
    assert.equal(row.currency, 'USD')
    const brands = await db.from('brands').where('name', 'Şəki Dadları')
    assert.lengthOf(brands, 1)
  })

  test('submitting with each required field missing in turn names it in az, en and ru, and keeps the draft', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    for (const locale of ['en', 'az', 'ru'] as const) {
      const id = await createDraft(client, seller)
      await addImage(id)
      for (const [field, messages] of Object.entries(REQUIRED)) {
        const form = await completeForm(addressId, { intent: 'submit', [field]: '' })
        const response = await saveForm(client, seller, id, form, locale)
        response.assertStatus(303)
        assert.equal(response.header('location'), productPaths(id, locale).edit)
        const errors = errorsOf(response)
        assert.equal(errors[SHOWN_AT[field] ?? field], messages[locale], `${locale}: ${field}`)
        assert.lengthOf(
          Object.keys(errors).filter((key) => key !== 'form'),
          1,
          `${locale}: only ${field} is named`
        )
        const row = await db.from('products').where('id', id).select('status').firstOrFail()
        assert.equal(row.status, 'draft', `${locale}: ${field}`)
      }
    }
  })

  test('submitting without an image says "Image is important" in each language', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const expected = { en: 'Image is important', az: 'Şəkil vacibdir', ru: 'Изображение важно' }
    for (const locale of ['en', 'az', 'ru'] as const) {
      const response = await saveForm(
        client,
        seller,
        id,
        await completeForm(addressId, { intent: 'submit' }),
        locale
      )
      assert.equal(errorsOf(response).images, expected[locale])
    }
    const saved = await db.from('products').where('id', id).firstOrFail()
    assert.equal(saved.status, 'draft')
    assert.equal(Number(saved.price_minor), 1250, 'the incomplete submission was kept as a draft')
  })

  test('an attribute row filled in only some languages blocks submission at that cell', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    await addImage(id)
    const form = await completeForm(addressId, {
      intent: 'submit',
      attributes: [
        {
          name: { az: 'Rəng', en: 'Colour', ru: '' },
          value: { az: 'Qırmızı', en: 'Red', ru: 'Красный' },
        },
      ],
    })
    const errors = errorsOf(await saveForm(client, seller, id, form))
    assert.equal(errors['attributes.0.name.ru'], 'Fill in this attribute in every language')
    assert.equal((await db.from('products').where('id', id).firstOrFail()).status, 'draft')
  })

  test('status, company, approval and seller fields in the payload have no effect', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const other = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const response = await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, {
        status: 'published',
        approved: true,
        company_id: other.seller.companyId,
        seller_id: other.seller.id,
        changed_since_approval: true,
        first_published_at: '2020-01-01',
        is_featured: true,
        rejection_reason: 'x',
      })
    )
    response.assertStatus(303)
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'draft')
    assert.equal(row.company_id, seller.companyId)
    assert.isFalse(row.changed_since_approval)
    assert.isNull(row.first_published_at)
    assert.isFalse(row.is_featured)
    assert.isNull(row.rejection_reason)
  })

  test("another seller's address cannot be the product location", async ({ client, assert }) => {
    const { seller, addressId } = await sellerWithAddress()
    const other = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const errors = errorsOf(
      await saveForm(
        client,
        seller,
        id,
        await completeForm(addressId, { location_address_id: String(other.addressId) })
      )
    )
    assert.equal(errors.location_address_id, 'Choose one of your pick-up or warehouse addresses.')
    assert.equal(
      (await db.from('products').where('id', id).firstOrFail()).location_address_id,
      addressId
    )
  })

  test('an empty product code keeps the generated one; a taken code is refused', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const first = await createDraft(client, seller)
    const second = await createDraft(client, seller)
    const generated = (await db.from('products').where('id', first).firstOrFail()).product_code
    await saveForm(client, seller, first, await completeForm(addressId, { product_code: '' }))
    assert.equal(
      (await db.from('products').where('id', first).firstOrFail()).product_code,
      generated
    )

    await saveForm(
      client,
      seller,
      first,
      await completeForm(addressId, { product_code: 'halva-500' })
    )
    assert.equal(
      (await db.from('products').where('id', first).firstOrFail()).product_code,
      'HALVA-500'
    )
    const errors = errorsOf(
      await saveForm(
        client,
        seller,
        second,
        await completeForm(addressId, { product_code: 'HALVA-500' }),
        'az'
      )
    )
    assert.equal(
      errors.product_code,
      'Bu məhsul kodu artıq istifadə olunur. Başqasını seçin və ya sahəni boş buraxın.'
    )
  })

  test('a barcode registered to another company stores the licensee for the VÖEN warning', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await createDraft(client, seller)
    const licensee = await db
      .from('gtin_registry_items as i')
      .join('gtin_registry_companies as c', 'c.id', 'i.company_id')
      .whereNotNull('c.tax_id')
      .select('i.barcode', 'c.tax_id')
      .first()
    if (!licensee) return assert.fail('the GTIN fixture registry is not seeded')
    await saveForm(client, seller, id, await completeForm(addressId, { barcode: licensee.barcode }))
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.gtin_licensee_tax_id, licensee.tax_id)
    const page = inertiaPage((await client.get(productPaths(id).edit).loginAs(seller)).text())
    assert.equal(page.props.product.gtinLicenseeTaxId, licensee.tax_id)
  })
})
