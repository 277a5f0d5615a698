import { test } from '@japa/runner'
import { BOUNDED_COMMANDS, COMMAND_V8_FLAGS, needsLimits } from '../../bin/command_limits.js'

test.group('ace entry point: V8 limits of bounded commands', () => {
  test('bounded commands run under the web workers’ heap limits, once', async ({ assert }) => {
    const cluster: string = '../../bin/cluster.js'
    const { WORKER_FLAGS } = (await import(cluster)) as { WORKER_FLAGS: string[] }
    assert.deepEqual(COMMAND_V8_FLAGS, WORKER_FLAGS)
    assert.isTrue(BOUNDED_COMMANDS.has('sitemaps:generate'))
    assert.isTrue(needsLimits(['node', 'ace.js', 'sitemaps:generate'], []))
    assert.isFalse(needsLimits(['node', 'ace.js', 'sitemaps:generate'], COMMAND_V8_FLAGS))
    assert.isFalse(needsLimits(['node', 'ace.js', 'migration:run'], []))
  })
})
