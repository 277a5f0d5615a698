import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { insertComment, publishedProduct } from './helpers.js'
import { url } from '#tests/helpers/urls'

const QUEUE = '/en/admin/comments'

async function queue(client: any, admin: any, query = '') {
  const response = await client.get(`${QUEUE}${query}`).loginAs(admin)
  response.assertStatus(200)
  return { page: inertiaPage(response.text()), html: response.text() }
}

async function productComments(client: any, path: string) {
  const page = inertiaPage((await client.get(path)).text())
  return page.props.comments.map((comment: any) => comment.body) as string[]
}

function countsOf(page: any) {
  return Object.fromEntries(page.props.tabs.map((tab: any) => [tab.status, tab.count])) as Record<
    string,
    number
  >
}

test.group('Admin: comment moderation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the pending queue shows the product in the admin language, linked, with author, text and date', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    const body = `Fındıq yağı əladır! Tez çatdırıldı.\nİkinci sətir. #${Date.now()}`
    const id = await insertComment(product.id, body, 'pending', new Date('2026-11-20T10:30:00Z'))

    const { page } = await queue(client, admin)
    assert.equal(page.component, 'admin/comments')
    assert.equal(page.props.status, 'pending')
    const row = page.props.comments.find((comment: any) => comment.id === id)
    assert.exists(row, 'the new comment is in the queue')
    assert.equal(row.body, body)
    assert.equal(row.author, 'Nigar Əliyeva')
    assert.equal(row.product.name, product.name)
    assert.equal(row.product.href, product.path)
    assert.equal(row.language, 'Azerbaijani')
    assert.equal(row.date, 'Nov 20, 2026, 2:30 PM', 'Baku time (UTC+4)')
    assert.deepEqual(
      row.actions.map((action: any) => action.url),
      [url('admin_comments.approve', 'en', { id }), url('admin_comments.reject', 'en', { id })]
    )

    const ru = inertiaPage((await client.get(url('admin_comments', 'ru')).loginAs(admin)).text())
    const ruName = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'ru' })
      .firstOrFail()
    assert.equal(
      ru.props.comments.find((comment: any) => comment.id === id).product.name,
      ruName.name
    )
  })

  test('approving shows the comment on the product page and moves it between the counts', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    const body = `Very good hazelnut oil, will order again. #${Date.now()}`
    const id = await insertComment(product.id, body)
    assert.notInclude(await productComments(client, product.path), body)
    const before = countsOf((await queue(client, admin)).page)

    const response = await client
      .post(url('admin_comments.approve', 'en', { id }))
      .form({ status: 'pending', page: '1' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), QUEUE)
    response.assertFlashMessage(
      'success',
      'The comment is approved and now shown on the product page.'
    )

    const row = await db.from('comments').where('id', id).firstOrFail()
    assert.equal(row.status, 'approved')
    assert.isNotNull(row.moderated_at)
    assert.include(await productComments(client, product.path), body)

    const { page } = await queue(client, admin)
    assert.deepEqual(countsOf(page), {
      ...before,
      pending: before.pending - 1,
      approved: before.approved + 1,
    })
    assert.notInclude(
      page.props.comments.map((comment: any) => comment.id),
      id
    )
    const approved = (await queue(client, admin, '?status=approved')).page
    assert.equal(approved.props.comments[0].id, id, 'latest decision first')
    assert.deepEqual(
      approved.props.comments[0].actions.map((action: any) => action.decision),
      ['rejected']
    )
    assert.isString(approved.props.comments[0].moderatedAt)
  })

  test('rejecting keeps the comment off the product page; a decision can be reversed, a repeat changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    const body = `Spam spam spam, visit my site. #${Date.now()}`
    const id = await insertComment(product.id, body)
    const before = countsOf((await queue(client, admin)).page)

    const rejected = await client
      .post(url('admin_comments.reject', 'en', { id }))
      .form({ status: 'rejected', page: '3' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    rejected.assertStatus(302)
    assert.equal(
      rejected.header('location'),
      url('admin_comments', 'en', undefined, { qs: { status: 'rejected', page: '3' } })
    )
    rejected.assertFlashMessage(
      'success',
      'The comment is rejected and not shown on the product page.'
    )
    assert.equal((await db.from('comments').where('id', id).firstOrFail()).status, 'rejected')
    assert.notInclude(await productComments(client, product.path), body)
    const after = countsOf((await queue(client, admin)).page)
    assert.deepEqual(after, {
      ...before,
      pending: before.pending - 1,
      rejected: before.rejected + 1,
    })

    const again = await client
      .post(url('admin_comments.reject', 'en', { id }))
      .form({})
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    again.assertStatus(302)
    assert.deepEqual(again.flashMessages().inputErrorsBag, {
      form: 'Nothing changed: the comment is already Rejected.',
    })
    assert.deepEqual(countsOf((await queue(client, admin)).page), after)

    await client
      .post(url('admin_comments.approve', 'en', { id }))
      .form({})
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    assert.equal((await db.from('comments').where('id', id).firstOrFail()).status, 'approved')
    assert.include(await productComments(client, product.path), body)
  })

  test('an unknown comment is a 404', async ({ client }) => {
    const admin = await createAccount('admin')
    const response = await client
      .post(`${QUEUE}/999999999/approve`)
      .form({})
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(404)
    const notANumber = await client
      .post(`${QUEUE}/abc/approve`)
      .form({})
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    notANumber.assertStatus(404)
  })

  test('approving needs the CSRF token', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    const id = await insertComment(product.id, 'Posted without a token')
    const response = await client
      .post(url('admin_comments.approve', 'en', { id }))
      .form({})
      .loginAs(admin)
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.equal((await db.from('comments').where('id', id).firstOrFail()).status, 'pending')
  })

  test('comment text is data: markup arrives escaped and cannot break the page', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    const body = '</script><script>alert("x")</script><!--<script> <b>bold</b>'
    const id = await insertComment(product.id, body)
    const { page, html } = await queue(client, admin)
    assert.equal(page.props.comments.find((comment: any) => comment.id === id).body, body)
    assert.notInclude(html, '<script>alert("x")</script>')
    assert.notInclude(html, '<b>bold</b>')
  })

  test('the queue is paginated, oldest first; unreadable filters fall back to the defaults', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await publishedProduct()
    await db.from('comments').where('status', 'pending').delete()
    const ids: number[] = []
    for (let n = 0; n < 23; n++)
      ids.push(
        await insertComment(
          product.id,
          `Queue comment ${n}`,
          'pending',
          new Date(Date.UTC(2026, 10, 1, 0, n))
        )
      )

    const first = (await queue(client, admin)).page
    assert.deepEqual(
      first.props.comments.map((comment: any) => comment.id),
      ids.slice(0, 20)
    )
    assert.include(first.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 23,
      previous: null,
      next: url('admin_comments', 'en', undefined, { qs: { page: '2' } }),
    })

    const second = (await queue(client, admin, '?page=2')).page
    assert.deepEqual(
      second.props.comments.map((comment: any) => comment.id),
      ids.slice(20)
    )
    assert.deepEqual(second.props.returnTo, { status: 'pending', page: 2 })

    const beyond = (await queue(client, admin, '?page=99')).page
    assert.equal(beyond.props.pagination.page, 2, 'a page past the end shows the last page')
    for (const query of [
      '?page=abc',
      '?page=-4',
      '?page[]=1',
      '?status=deleted',
      '?status[x]=1&page=0',
    ]) {
      const fallback = (await queue(client, admin, query)).page
      assert.equal(fallback.props.status, 'pending', query)
      assert.equal(fallback.props.pagination.page, 1, query)
    }
    const approvedTab = (await queue(client, admin, '?status=approved&page=oops')).page
    assert.equal(approvedTab.props.status, 'approved')
    assert.isTrue(approvedTab.props.tabs.find((tab: any) => tab.status === 'approved').current)
  })
})
