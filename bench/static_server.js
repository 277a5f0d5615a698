/**
 * Reference "static limit": plain node:http answering every request with one fixed JSON body
 * of `size` bytes, with the same worker count as the app (node:cluster, one shared port).
 * `node bench/static_server.js <port> <size> [workers]`; prints `READY` when all listen.
 */
import cluster from 'node:cluster'
import http from 'node:http'

const [port, size, workers = '2'] = process.argv.slice(2).map(Number)

if (cluster.isPrimary) {
  let listening = 0
  cluster.on('listening', () => ++listening === workers && console.log('READY'))
  cluster.on('exit', () => process.exit(1))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
  process.on('exit', () =>
    Object.values(cluster.workers).forEach((worker) => worker.process.kill('SIGKILL'))
  )
  for (let i = 0; i < workers; i++) cluster.fork()
} else {
  const head = '{"data":"'
  const tail = '"}'
  const body = Buffer.from(head + 'x'.repeat(Math.max(0, size - head.length - tail.length)) + tail)
  http
    .createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': body.length,
      })
      response.end(body)
    })
    .listen(port, '127.0.0.1')
}
