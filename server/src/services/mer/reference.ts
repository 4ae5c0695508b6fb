// Reference data of merchant onboarding: industries and document types.
import { ok } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import * as repo from './repository.ts'

type Operation = 'listIndustries' | 'listDocumentTypes'

export const referenceHandlers: Handlers<Operation> = {
  listIndustries: {
    async handle(ctx) {
      return ok(await repo.listIndustries(ctx.db))
    },
  },

  listDocumentTypes: {
    async handle(ctx) {
      return ok(await repo.listDocumentTypes(ctx.db))
    },
  },
}
