import { test } from '@japa/runner'
import { decimalText, plainText, productFormValidator, scaledInteger } from '#validators/product'
import {
  completeLanguages,
  missingForReview,
  type ProductContent,
} from '#actions/products/review_requirements'

/** A complete product's content (every SPEC §5 field present). */
function complete(overrides: Partial<ProductContent> = {}): ProductContent {
  return {
    categoryId: 1,
    brandId: 2,
    brandName: null,
    model: null,
    barcode: '4006381333931',
    productCode: 'KRV-1-ABC',
    names: { az: 'Ad', en: 'Name', ru: 'Название' },
    descriptions: { az: 'Təsvir', en: 'About', ru: 'Описание' },
    keywords: { az: '', en: '', ru: '' },
    priceMinor: 1250,
    currency: 'AZN',
    discountPercent: 0,
    moq: 1,
    stock: 0,
    isAvailable: true,
    weightGrams: 500,
    width: 1000,
    length: 2000,
    height: 300,
    sizeUnit: 'cm',
    domesticShipping: true,
    locationAddressId: 7,
    attributes: [],
    ...overrides,
  }
}

test.group('Product form: exact decimals', () => {
  test('decimal text becomes integer units without floating point', ({ assert }) => {
    assert.equal(scaledInteger('12.5', 2), 1250)
    assert.equal(scaledInteger('12,50', 2), 1250)
    assert.equal(scaledInteger(' 0.07 ', 2), 7)
    assert.equal(scaledInteger('19.99', 2), 1999, '19.99 * 100 is 1998.9999… in floating point')
    assert.equal(scaledInteger('1.125', 3), 1125)
    assert.equal(scaledInteger('250', 0), 250)
    assert.equal(scaledInteger('12.', 2), 1200)
    for (const bad of ['12.345', '-1', '1e3', 'abc', '', '1,000.00', '0x10'])
      assert.isNull(scaledInteger(bad, 2), bad)
  })

  test('integer units print as the shortest decimal text', ({ assert }) => {
    assert.equal(decimalText(1250, 2), '12.5')
    assert.equal(decimalText(1200, 2), '12')
    assert.equal(decimalText(7, 2), '0.07')
    assert.equal(decimalText(1250, 3), '1.25')
    assert.equal(decimalText(10_000_000_000, 2), '100000000')
  })

  test('plain text drops control characters and normalises line breaks', ({ assert }) => {
    assert.equal(plainText('  a\r\nb\u0000c\u0007\td  '), 'a\nbc\td')
  })

  test('the validator converts price, weight and sizes to storage units', async ({ assert }) => {
    const output = await productFormValidator.validate({
      price: '3.10',
      weight: '1.5',
      weight_unit: 'kg',
      width: '10.25',
      barcode: '4006 3813 3393 1',
    })
    assert.equal(output.price, 310)
    assert.equal(output.weight, 1500)
    assert.equal(output.width, 1025)
    assert.equal(output.barcode, '4006381333931')
    const grams = await productFormValidator.validate({
      weight: 250,
      weight_unit: 'g',
      price: 12.5,
    })
    assert.equal(grams.weight, 250)
    assert.equal(grams.price, 1250)
  })
})

test.group('Product form: review requirements (SPEC §5)', () => {
  test('a complete product lacks nothing', ({ assert }) => {
    assert.deepEqual(missingForReview(complete(), 1), [])
    assert.deepEqual(completeLanguages(complete()), ['az', 'en', 'ru'])
  })

  test('each missing field is named once with its message key', ({ assert }) => {
    const cases: [Partial<ProductContent>, string, string][] = [
      [{ categoryId: null }, 'category_id', 'category'],
      [{ brandId: null }, 'brand_id', 'brand'],
      [{ barcode: null }, 'barcode', 'barcode'],
      [{ priceMinor: 0 }, 'price', 'price'],
      [{ stock: null }, 'stock', 'stock'],
      [{ moq: null }, 'moq', 'moq'],
      [{ weightGrams: null }, 'weight', 'weight'],
      [{ width: 0 }, 'width', 'width'],
      [{ length: null }, 'length', 'length'],
      [{ height: null }, 'height', 'height'],
      [{ sizeUnit: null }, 'size_unit', 'size_unit'],
      [{ locationAddressId: null }, 'location_address_id', 'address'],
      [{ names: { az: '', en: 'Name', ru: 'Название' } }, 'name_az', 'name_az'],
      [{ descriptions: { az: 'Təsvir', en: 'About', ru: '' } }, 'description_ru', 'description_ru'],
    ]
    for (const [change, field, message] of cases) {
      assert.deepEqual(missingForReview(complete(change), 1), [{ field, message }], field)
    }
    assert.deepEqual(missingForReview(complete(), 0), [{ field: 'images', message: 'image' }])
    assert.deepEqual(
      missingForReview(complete({ brandId: null, brandName: 'New brand' }), 1),
      [],
      'a typed brand counts'
    )
  })

  test('an export-only product needs no retail price, stock or lot; sold both ways it does', ({
    assert,
  }) => {
    const noRetail = complete({ priceMinor: null, stock: null, moq: null })
    assert.deepEqual(missingForReview(noRetail, 1, 'export'), [])
    assert.deepEqual(
      missingForReview(noRetail, 1, 'both').map((item) => item.field),
      ['price', 'stock', 'moq']
    )
    assert.deepEqual(
      missingForReview(complete({ weightGrams: null }), 1, 'export').map((item) => item.field),
      ['weight'],
      'the product itself is still described'
    )
  })

  test('a kept attribute row must be filled in every language', ({ assert }) => {
    const attributes = [
      {
        name: { az: 'Rəng', en: 'Colour', ru: 'Цвет' },
        value: { az: 'Qırmızı', en: '', ru: 'Красный' },
      },
    ]
    assert.deepEqual(missingForReview(complete({ attributes }), 1), [
      { field: 'attributes.0.value.en', message: 'attribute_cell' },
    ])
  })
})
