import { test } from '@japa/runner'
// @ts-expect-error plain JavaScript launcher module (bin/), no type declarations
import { memorySettings } from '../../bin/embedded_db.js'

const GB = 1024 ** 3

test.group('Embedded PostgreSQL memory settings', () => {
  test('shared_buffers is an eighth of the memory within 128 MB–4 GB; effective_cache_size half the memory, at least twice shared_buffers', ({
    assert,
  }) => {
    assert.deepEqual(memorySettings(24 * GB), { sharedBuffersMb: 3072, effectiveCacheMb: 12288 })
    assert.deepEqual(memorySettings(2 * GB), { sharedBuffersMb: 256, effectiveCacheMb: 1024 })
    assert.deepEqual(memorySettings(0.5 * GB), { sharedBuffersMb: 128, effectiveCacheMb: 256 })
    assert.deepEqual(memorySettings(256 * GB), { sharedBuffersMb: 4096, effectiveCacheMb: 131072 })
  })
})
