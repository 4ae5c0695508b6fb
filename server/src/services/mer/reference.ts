// Reference data of merchant onboarding: industries, document types and settlement banks.
import { ok } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { listBanks } from './banks.ts'
import * as repo from './repository.ts'

type Operation = 'listIndustries' | 'listDocumentTypes' | 'listBanks'

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

  listBanks: {
    async handle() {
      return ok(listBanks())
    },
  },
}
