import { Trans } from '@lingui/react/macro'

import { ApiError } from '../../api/api-error'
import { errorMessage } from '../../lib/validation'
import { FormAlert } from './form-alert'

/** Why a save failed: the platform's message, or a pointer to the fields when it named them. */
export function MutationErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    return (
      <FormAlert status="error">
        <Trans>Some fields need correcting: see the messages under them.</Trans>
      </FormAlert>
    )
  }
  return <FormAlert status="error">{errorMessage(error)}</FormAlert>
}
