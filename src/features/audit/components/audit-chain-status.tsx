import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { Icon } from '../../../components/icons'
import { auditChainBreakLabels } from '../../../entities/audit-record'
import { formatDateTime, formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { errorMessage } from '../../../lib/validation'
import { useAuditVerification } from '../api/get-audit-verification'
import { useVerifyAuditTrail } from '../api/verify-audit-trail'

/** The hash chain's last verification in one line (how far it holds, or its first bad record), and a button to verify it again. */
export function AuditChainStatus() {
  const { i18n } = useLingui()
  const locale = activeLocale()
  const last = useAuditVerification()
  const verify = useVerifyAuditTrail()
  const verification = last.data
  const time = verification && formatDateTime(verification.verifiedAt, locale)
  const upTo = verification?.upToRecordId != null ? formatNumber(verification.upToRecordId, locale) : '—'
  const broken = verification?.break

  return (
    <Flex data-testid="audit-verification" data-result={verification?.result ?? 'None'} align="center" gap="3" wrap="wrap" fontSize="sm" py="1">
      <Flex align="center" gap="2" color={broken ? 'fg.error' : 'fg.muted'} role="status">
        {verification && <Icon name={broken ? 'alertCircle' : 'checkCircle'} size={16} />}
        <Text as="span">
          {last.data === undefined && last.isError ? (
            errorMessage(last.error)
          ) : last.data === undefined ? (
            <Trans>Reading the last verification of the trail…</Trans>
          ) : !verification ? (
            <Trans>The trail has not been verified yet.</Trans>
          ) : broken ? (
            <Trans>
              Chain broken at record{' '}
              <ChakraLink asChild color="fg.error" fontWeight="medium">
                <Link to="." search={(previous) => ({ ...previous, record: broken.recordId ?? undefined })}>
                  <bdi dir="ltr">{broken.recordId != null ? formatNumber(broken.recordId, locale) : '—'}</bdi>
                </Link>
              </ChakraLink>
              : {i18n._(auditChainBreakLabels[broken.kind])}. Checked at {time}.
            </Trans>
          ) : (
            <Trans>
              Verified to record <bdi dir="ltr">{upTo}</bdi> at {time}
            </Trans>
          )}
        </Text>
      </Flex>
      <Button size="xs" variant="outline" loading={verify.isPending} onClick={() => verify.mutate()}>
        {verification ? <Trans>Verify again</Trans> : <Trans>Verify the trail</Trans>}
      </Button>
      {verify.isError && (
        <Text as="span" color="fg.error" role="alert">
          {errorMessage(verify.error)}
        </Text>
      )}
    </Flex>
  )
}
