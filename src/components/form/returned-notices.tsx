// What a form opened to correct a returned request says: the checker's note above the fields until
// it is resubmitted, then that it was (where the form answers its saves), or why the resubmit failed.
import { Box } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import type { ReturnedRequest } from '../../lib/returned-request'
import { FormAlert } from './form-alert'
import { InFormOutcomeSlot } from './form-outcome-slot'
import { MutationErrorAlert } from './mutation-error-alert'

export function ReturnedNotices({ returned, resubmit }: { returned: ReturnedRequest; resubmit: { isSuccess: boolean; error: unknown } }) {
  return (
    <>
      {!resubmit.isSuccess && returned.notice}
      <InFormOutcomeSlot>
        {resubmit.isSuccess && (
          <Box data-testid="resubmitted">
            <FormAlert status="success">
              <Trans>Request #{returned.requestId} was resubmitted: it is waiting for a checker again.</Trans>
            </FormAlert>
          </Box>
        )}
        <MutationErrorAlert error={resubmit.error} />
      </InFormOutcomeSlot>
    </>
  )
}
