import { reader } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import * as repo from './repository.ts'

export const superAgentHandlers: Handlers<'listSuperAgents'> = {
  listSuperAgents: reader((ctx) => repo.listSuperAgents(ctx.db)),
}
