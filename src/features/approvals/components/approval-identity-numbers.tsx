// The identity numbers the maker of a request entered (an onboarding, a new or changed agent), masked as
// the request shows them, each with "Show" for the holders of Personal Data / View Personal Data.
import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { DetailList } from '../../../components/detail-list'
import { PersonalDataValue, type PersonalDataField } from '../../../components/personal-data-value'
import { usePermission } from '../../../lib/auth/use-permission'
import { permission } from '../../../lib/permissions'
import { revealApprovalPersonalData } from '../api/reveal-approval-personal-data'
import type { ApprovalRequestDetail } from '../types'

const maskedPattern = /^[0-9]{3}\*{5}[0-9]{3}$/

/** Where a request's data holds each number: an agent's own, or a merchant's personnel's. */
const places: ReadonlyArray<{ field: PersonalDataField; path: readonly string[] }> = [
  { field: 'bvn', path: ['bvn'] },
  { field: 'bvn', path: ['personnel', 'bvn'] },
  { field: 'nin', path: ['nin'] },
]

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), data)
}

/** The numbers the maker entered: all of a creation's, and those an update changes (an unchanged one is not in its input). */
export function enteredIdentityNumbers(request: Pick<ApprovalRequestDetail, 'beforeData' | 'afterData' | 'changedFields'>): { field: PersonalDataField; masked: string }[] {
  let after: unknown
  try {
    after = JSON.parse(request.afterData)
  } catch {
    return []
  }
  return places.flatMap(({ field, path }) => {
    const masked = valueAt(after, path)
    const entered = request.beforeData === null || request.changedFields.includes(path.join('.'))
    return typeof masked === 'string' && maskedPattern.test(masked) && entered ? [{ field, masked }] : []
  })
}

export function ApprovalIdentityNumbers({ request }: { request: ApprovalRequestDetail }) {
  const { t } = useLingui()
  const allowed = usePermission(permission('Personal Data', 'View Personal Data'))
  const numbers = enteredIdentityNumbers(request)
  if (!allowed || !numbers.length) return null
  const labels: Record<PersonalDataField, string> = { bvn: t`BVN`, nin: t`NIN` }
  return (
    <Stack gap="2" as="section" aria-labelledby="approval-identity-heading" data-testid="approval-identity-numbers">
      <Heading as="h3" size="sm" id="approval-identity-heading">
        <Trans>Identity numbers entered</Trans>
      </Heading>
      <DetailList
        items={numbers.map(({ field, masked }) => ({
          id: field,
          label: labels[field],
          value: <PersonalDataValue key={`${request.id}-${field}`} masked={masked} label={labels[field]} reveal={() => revealApprovalPersonalData(request.id, field)} testId={`approval-${field}`} />,
        }))}
      />
    </Stack>
  )
}
