import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MobileIdSimulator, {
  type SimulatorAnswer,
} from '#services/mobile_signature/simulator/mobile_id_simulator'

/**
 * HTTP face of the Mobile-ID simulator (DESIGN §5), mounted under /_simulators/mobile-id only
 * while MOBILE_SIGNATURE_SIMULATOR is on. Speaks JSON like the real service; it keeps no web
 * session (server-to-server calls carry no cookies).
 */
@inject()
export default class MobileIdController {
  constructor(protected simulator: MobileIdSimulator) {}

  async start(ctx: HttpContext) {
    return this.#send(ctx, await this.simulator.start(ctx.request.body()))
  }

  async status(ctx: HttpContext) {
    return this.#send(
      ctx,
      await this.simulator.status(String(ctx.params.id), ctx.request.qs().timeoutMs)
    )
  }

  async cancel(ctx: HttpContext) {
    return this.#send(ctx, await this.simulator.cancel(String(ctx.params.id)))
  }

  #send(ctx: HttpContext, answer: SimulatorAnswer) {
    ctx.session?.clear()
    ctx.response.status(answer.status)
    return answer.body === undefined ? ctx.response.send('') : ctx.response.json(answer.body)
  }
}
