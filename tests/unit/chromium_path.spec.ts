import { test } from '@japa/runner'
// @ts-expect-error plain JavaScript launcher module (bin/), no type declarations
import { findChromium, missingChromiumMessage } from '../../bin/chromium.js'

/** A file system in which exactly `paths` are executable files. */
const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

test.group('Chromium for the browser tests (issue #22)', () => {
  test('CHROMIUM_PATH wins; then /usr/bin/chromium, /usr/bin/chromium-browser; then chromium on PATH', ({
    assert,
  }) => {
    const PATH = '/opt/tools/bin:/snap/bin'
    const everything = only(
      '/custom/chrome',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/snap/bin/chromium'
    )
    assert.equal(
      findChromium({ env: { CHROMIUM_PATH: '/custom/chrome', PATH }, isExecutable: everything }),
      '/custom/chrome'
    )
    assert.equal(findChromium({ env: { PATH }, isExecutable: everything }), '/usr/bin/chromium')
    assert.equal(
      findChromium({ env: { PATH }, isExecutable: only('/usr/bin/chromium-browser') }),
      '/usr/bin/chromium-browser'
    )
    assert.equal(
      findChromium({ env: { PATH }, isExecutable: only('/snap/bin/chromium') }),
      '/snap/bin/chromium'
    )
    assert.equal(
      findChromium({
        env: { PATH },
        isExecutable: only('/opt/tools/bin/chromium-browser', '/snap/bin/chromium'),
      }),
      '/opt/tools/bin/chromium-browser'
    )
  })

  test('none found: null, and one sentence naming the Debian package and CHROMIUM_PATH (no Playwright download hint)', ({
    assert,
  }) => {
    assert.isNull(findChromium({ env: { PATH: '/usr/local/bin:/usr/bin' }, isExecutable: only() }))
    assert.isNull(findChromium({ env: {}, isExecutable: only() }))
    const message = missingChromiumMessage({})
    assert.equal(
      message,
      'Browser tests need Chromium: install the Debian package `chromium` (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.'
    )
    assert.notMatch(message, /playwright install/i)
  })

  test('a CHROMIUM_PATH that is not an executable file is reported as such, not replaced by another browser', ({
    assert,
  }) => {
    const env = { CHROMIUM_PATH: '/nowhere/chromium', PATH: '/usr/bin' }
    assert.isNull(findChromium({ env, isExecutable: only('/usr/bin/chromium') }))
    assert.equal(
      missingChromiumMessage(env),
      'Browser tests need Chromium, and CHROMIUM_PATH (/nowhere/chromium) is not an executable file: set CHROMIUM_PATH to a Chromium/Chrome binary, or unset it and install the Debian package `chromium` (apt-get install -y chromium).'
    )
  })

  test('the real file system: an executable file is found, a directory or a missing file is not', ({
    assert,
  }) => {
    assert.equal(findChromium({ env: { CHROMIUM_PATH: process.execPath } }), process.execPath)
    assert.isNull(findChromium({ env: { CHROMIUM_PATH: '/' } }))
    assert.isNull(findChromium({ env: { CHROMIUM_PATH: '/nowhere/chromium' } }))
  })
})
