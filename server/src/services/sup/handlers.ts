import { ok } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import * as repo from './repository.ts'

export const superAgentHandlers: Handlers<'listSuperAgents'> = {
  listSuperAgents: {
    async handle(ctx) {
      return ok(await repo.listSuperAgents(ctx.db))
    },
  },
}
