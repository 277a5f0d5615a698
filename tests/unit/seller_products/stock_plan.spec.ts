import { test } from '@japa/runner'
import { planStock } from '#actions/products/save_product'

test.group(
  'Product save: the stock as a compare-and-set on the stock the editor was loaded with',
  () => {
    test('an untouched stock field keeps the live stock, whatever it is now', ({ assert }) => {
      assert.deepEqual(planStock(15, 20, 20), { write: null, conflict: null })
      assert.deepEqual(planStock(20, 20, 20), { write: null, conflict: null })
    })

    test('a changed field is applied while the live stock is still the loaded one (or already the typed one)', ({
      assert,
    }) => {
      assert.deepEqual(planStock(20, 30, 20), { write: 30, conflict: null })
      assert.deepEqual(planStock(30, 30, 20), { write: 30, conflict: null })
      assert.deepEqual(
        planStock(0, null, 0),
        { write: 0, conflict: null },
        'an emptied field is 0, as before'
      )
    })

    test('a changed field whose live stock moved meanwhile is a conflict: nothing written, both values reported', ({
      assert,
    }) => {
      assert.deepEqual(planStock(15, 30, 20), { write: null, conflict: { live: 15, typed: 30 } })
      assert.deepEqual(planStock(15, null, 20), { write: null, conflict: { live: 15, typed: 0 } })
    })

    test('without the loaded stock (a client that does not send it) the typed stock is applied', ({
      assert,
    }) => {
      assert.deepEqual(planStock(15, 30, null), { write: 30, conflict: null })
      assert.deepEqual(planStock(15, null, null), { write: 0, conflict: null })
    })
  }
)
