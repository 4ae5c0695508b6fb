// Reference data of merchant onboarding: industries, document types and settlement banks.
import { ok, reader } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { listBanks } from './banks.ts'
import * as repo from './repository.ts'

type Operation = 'listIndustries' | 'listDocumentTypes' | 'listBanks'

export const referenceHandlers: Handlers<Operation> = {
  listIndustries: reader((ctx) => repo.listIndustries(ctx.db)),

  listDocumentTypes: reader((ctx) => repo.listDocumentTypes(ctx.db)),

  listBanks: {
    async handle() {
      return ok(listBanks())
    },
  },
}
