/**
 * Issue 25's generation figures for `npm run bench` (bench/run.js): the XML sitemaps
 * (`ace sitemaps:generate`, a process of its own) and the product feeds (fetched in full from a
 * server process of their own, started from the build as production starts it and given no other
 * request, so its memory is the feeds' and not the catalog traffic's the cluster workers carry).
 * Each gives its wall time and the peak RSS of the process that did the work. Plain JavaScript,
 * like the rest of bench/.
 *
 * Peak RSS is read from Linux's /proc/<pid>/status (VmHWM: the high-water mark of resident
 * memory). For a feed the server's mark is reset first (`echo 5 > /proc/<pid>/clear_refs`) so it
 * covers the fetch alone; where that is refused, its VmRSS sampled every 25 ms stands in (it can
 * miss a spike shorter than that: the report says which was used). Figures in MB are decimal
 * (10^6 bytes), as the rest of the bench reports them.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { createGunzip } from 'node:zlib'

const MB = 1_000_000
/** MiB (what the sitemaps command prints) in decimal MB. */
const MIB_IN_MB = 1.048576

/** V8 limits of the production start path (bin/start.js, bench/cluster.js). */
const SERVER_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128']

/** VmHWM and VmRSS of a process in MB (decimal), or null when it is gone. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field) =>
      Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN)
    return { peakRssMb: (kb('VmHWM') * 1024) / MB, rssMb: (kb('VmRSS') * 1024) / MB }
  } catch {
    return null
  }
}

/**
 * `pid` and its child processes (Linux /proc children list): the ace entry point starts a
 * bounded command again under the workers' V8 limits (bin/console.ts), so the work happens in a
 * child of the process the bench spawned.
 */
function processTree(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return [pid, ...(children ? children.split(/\s+/).map(Number).flatMap(processTree) : [])]
  } catch {
    return [pid]
  }
}

/** Resets a process's VmHWM to its current RSS (Linux ≥ 4.0, same user); false when refused. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/** Samples VmRSS (and VmHWM) of `pids` every `everyMs` until stop(); the highest per pid. */
function sampleMemory(pids, everyMs = 25) {
  const highest = new Map(pids.map((pid) => [pid, 0]))
  const sample = () => {
    for (const pid of pids) {
      const memory = memoryOf(pid)
      if (memory) highest.set(pid, Math.max(highest.get(pid), memory.rssMb))
    }
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return highest
    },
  }
}

/**
 * Runs `node ace.js sitemaps:generate` in the build (`start`: run.js's spawner, so the child is
 * stopped with the bench) writing into `directory` (emptied first), and measures it: wall time
 * from spawn to exit (app boot included), the generation time and peak RSS the command prints
 * itself (process.resourceUsage().maxRSS at its end), and the child's VmHWM polled every 50 ms
 * as a cross-check. Resolves with those figures and the files written (count, URLs, gzip bytes);
 * rejects when the command fails.
 */
export async function measureSitemaps({ start, buildDir, env, directory }) {
  rmSync(directory, { recursive: true, force: true })
  const started = performance.now()
  const child = start('sitemaps', process.execPath, ['ace.js', 'sitemaps:generate'], {
    cwd: buildDir,
    env: { ...env, SITEMAPS_DIR: directory },
  })
  let polledPeakMb = 0
  const poll = setInterval(() => {
    for (const pid of processTree(child.pid)) {
      const memory = memoryOf(pid)
      if (memory) polledPeakMb = Math.max(polledPeakMb, memory.peakRssMb)
    }
  }, 50)
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  const code = await new Promise((done, fail) => {
    child.once('error', fail)
    child.once('close', (exitCode) => done(exitCode))
  })
  clearInterval(poll)
  const wallSeconds = (performance.now() - started) / 1000
  const text = Buffer.concat(output)
    .toString('utf8')
    .replace(/\u001b\[[0-9;]*m/g, '')
  if (code !== 0)
    throw new Error(`sitemaps:generate failed (code ${code})\n${text.trimEnd().slice(-2000)}`)
  const summary = text.match(/(\d+) URLs in (\d+) files in .*?: (\d+) ms, peak RSS (\d+) MB/)
  const files = readdirSync(directory).filter((name) => name.endsWith('.gz'))
  return {
    wallSeconds,
    generationSeconds: summary ? Number(summary[3]) / 1000 : null,
    /** The command's own figure (resourceUsage().maxRSS at its end: its whole life), in MB. */
    reportedPeakRssMb: summary ? Number(summary[4]) * MIB_IN_MB : null,
    /** The highest VmHWM of the spawned process and its children, polled every 50 ms (decimal MB); the last 50 ms before exit may be missed. */
    polledPeakRssMb: polledPeakMb || null,
    urls: summary ? Number(summary[1]) : null,
    files: files.length,
    gzipBytes: files.reduce((sum, name) => sum + statSync(join(directory, name)).size, 0),
  }
}

/**
 * Fetches `path` from the app in full (gzip accepted, as crawlers and the platforms ask) and
 * measures it: time to the last byte, compressed and plain bytes, items (`<item>` of an RSS feed,
 * lines after the header of a CSV), and the memory of the workers while it was generated — the
 * highest VmHWM after a reset (or sampled VmRSS), with the worker's RSS before and after.
 * Resolves with those figures (status other than 200 included, then without items).
 */
export async function measureFeed({ base, path, workerPids }) {
  const reset = workerPids.map(resetPeak).every(Boolean)
  const before = new Map(workerPids.map((pid) => [pid, memoryOf(pid)]))
  const sampler = sampleMemory(workerPids)
  const started = performance.now()
  const result = await new Promise((done, fail) => {
    const request = http.get(
      base + path,
      { headers: { 'Accept-Encoding': 'gzip' }, timeout: 600_000 },
      (response) => {
        let compressed = 0
        let plain = 0
        let items = 0
        let lines = 0
        let tail = ''
        response.on('data', (chunk) => (compressed += chunk.length))
        const body =
          response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response
        body.on('data', (chunk) => {
          plain += chunk.length
          const text = tail + chunk.toString('latin1')
          items += text.split('<item>').length - 1
          lines += chunk.toString('latin1').split('\n').length - 1
          tail = text.slice(-5)
        })
        body.once('error', fail)
        body.once('end', () =>
          done({
            status: response.statusCode,
            contentEncoding: response.headers['content-encoding'] ?? null,
            compressed,
            plain,
            items,
            lines,
          })
        )
      }
    )
    request.once('timeout', () => request.destroy(new Error(`GET ${path} timed out`)))
    request.once('error', fail)
  })
  const seconds = (performance.now() - started) / 1000
  const sampled = sampler.stop()
  const workers = workerPids.map((pid) => {
    const after = memoryOf(pid)
    return {
      pid,
      beforeRssMb: before.get(pid)?.rssMb ?? null,
      peakRssMb: reset && after ? after.peakRssMb : sampled.get(pid),
      afterRssMb: after?.rssMb ?? null,
    }
  })
  /** The worker that served it: the one whose memory rose most. */
  const served = workers.reduce((a, b) =>
    (b.peakRssMb ?? 0) - (b.beforeRssMb ?? 0) > (a.peakRssMb ?? 0) - (a.beforeRssMb ?? 0) ? b : a
  )
  const csv = path.endsWith('.csv')
  return {
    path,
    status: result.status,
    seconds,
    contentEncoding: result.contentEncoding,
    compressedBytes: result.compressed,
    bytes: result.plain,
    items: csv ? Math.max(0, result.lines - 1) : result.items,
    peakMethod: reset ? 'VmHWM after clear_refs' : 'VmRSS sampled every 25 ms',
    worker: served,
    workers,
  }
}

/**
 * Starts a server from the build (`bin/server.js` with the production V8 flags) on `port` for the
 * feeds alone, waits until it answers, lets it settle, and measures each of `paths` in turn
 * (measureFeed). Resolves with the server's RSS when idle and the figures per feed; the server is
 * stopped before it resolves (and with the bench when it fails).
 */
export async function measureFeeds({ start, buildDir, env, port, paths }) {
  const server = start('feeds-server', process.execPath, [...SERVER_FLAGS, 'bin/server.js'], {
    cwd: buildDir,
    env: { ...env, PORT: String(port) },
  })
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise((done) => server.once('exit', done))
  try {
    const deadline = Date.now() + 120_000
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the feeds server exited (${server.logFile})`)
      const ok = await fetch(`${base}/robots.txt`).then(
        (response) => response.ok,
        () => false
      )
      if (ok) break
      if (Date.now() > deadline) throw new Error('the feeds server did not answer within 120 s')
      await new Promise((done) => setTimeout(done, 250))
    }
    await new Promise((done) => setTimeout(done, 1000))
    const idle = memoryOf(server.pid)
    const feeds = []
    for (const path of paths)
      feeds.push(await measureFeed({ base, path, workerPids: [server.pid] }))
    return { pid: server.pid, idleRssMb: idle?.rssMb ?? null, feeds }
  } finally {
    server.kill('SIGTERM')
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
}
