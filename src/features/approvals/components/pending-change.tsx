// A record with a change waiting for approval says so on its page and its edit form, before any
// typing: who asked, when, what, and a link to the request. Its form stays read-only until a checker
// decides (the platform would refuse a second request on the same record anyway).
import { Link as ChakraLink } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { FormAlert } from '../../../components/form/form-alert'
import { auth } from '../../../lib/auth/auth-context'
import { usePermission } from '../../../lib/auth/use-permission'
import { activeLocale } from '../../../lib/i18n'
import { formatDateTime } from '../../../lib/format'
import { permission } from '../../../lib/permissions'
import { usePendingChanges, type RecordType } from '../api/list-pending-changes'
import { requestTitle } from '../request-title'
import type { ApprovalRequest } from '../types'

interface PendingChangeProps {
  entityType: RecordType
  entityId: number
  /** The record's page or form; `locked` while a change to it waits for a checker. */
  children: (locked: boolean) => ReactNode
}

/** The notice of a change waiting on a record, above the record; its children are told to stay read-only meanwhile. */
export function PendingChange({ entityType, entityId, children }: PendingChangeProps) {
  const canView = usePermission(permission('Approval', 'View Approval'))
  const pending = usePendingChanges(entityType, entityId, canView)
  const request = pending.data?.[0]
  // Read-only while the first answer is on its way: nobody types into a form that a request holds.
  const locked = request !== undefined || (canView && pending.isPending)
  return (
    <>
      {request && <PendingChangeNotice request={request} />}
      {children(locked)}
    </>
  )
}

function PendingChangeNotice({ request }: { request: ApprovalRequest }) {
  const { i18n } = useLingui()
  const mine = request.maker.userId !== null && request.maker.userId === auth.userId()
  const id = request.id
  const maker = request.maker.fullName
  const when = formatDateTime(request.createdAt, activeLocale())
  const what = requestTitle(request, i18n)
  return (
    <div data-testid="pending-change" data-request-id={id}>
      <FormAlert status="info">
        {mine ? (
          <Trans>
            Your request #{id} is waiting for a checker: <bdi>{what}</bdi> (sent <bdi>{when}</bdi>). This record cannot be changed until it is approved or rejected.
          </Trans>
        ) : (
          <Trans>
            A change is waiting for approval: request #{id} by <bdi>{maker}</bdi>, <bdi>{when}</bdi>: <bdi>{what}</bdi>. This record cannot be changed until a checker approves or rejects it.
          </Trans>
        )}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/approval-management" search={{ request: id }} data-testid="pending-change-link">
            <Trans>View the request</Trans>
          </Link>
        </ChakraLink>
      </FormAlert>
    </div>
  )
}
