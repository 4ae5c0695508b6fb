// What each party would get of a sample fee under the rules on screen: the same arithmetic the
// platform charges with (splitCommission), so the kobo always add up to the fee.
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import * as v from 'valibot'

import { useAppForm } from '../../components/form/form-kit'
import { splitCommission } from '../../lib/fees'
import { formatNaira } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { shareTotal, wholeSplit, type ShareValues } from './schemas'

/** ₦100.00, in kobo. */
export const defaultSampleFee = 10_000
const maxSampleFee = 100_000_000

export interface PreviewRule {
  key: string | number
  productName: string | undefined
  shares: ShareValues
}

export function SplitPreview({ rules }: { rules: readonly PreviewRule[] }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const preview = useAppForm({
    defaultValues: { fee: defaultSampleFee as number | null },
    validators: {
      onChange: v.object({
        fee: v.pipe(
          v.nullable(v.number()),
          v.check(
            (value) => value !== null && !Number.isNaN(value) && value > 0 && value <= maxSampleFee,
            i18n._(msg`Enter a fee from ${formatNaira(1, locale)} to ${formatNaira(maxSampleFee, locale)}`),
          ),
        ),
      }),
    },
  })
  const fee = useStore(preview.store, (state) => state.values.fee)
  const usable = fee !== null && !Number.isNaN(fee) && fee > 0 && fee <= maxSampleFee
  return (
    <Box as="section" aria-labelledby="split-preview-heading" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} data-testid="split-preview">
      <Stack gap="3">
        <Heading as="h2" id="split-preview-heading" size="sm">
          <Trans>How a fee is shared</Trans>
        </Heading>
        <Box maxW="20rem">
          <preview.AppForm>
            <preview.AppField name="fee">{(field) => <field.MoneyField label={t`Sample fee`} testId="sample-fee" />}</preview.AppField>
          </preview.AppForm>
        </Box>
        {rules.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Add a rule to see how its fee is shared.</Trans>
          </Text>
        )}
        {usable &&
          rules.map((rule, index) => {
            const total = shareTotal(rule.shares)
            const name = rule.productName ?? t`Rule ${index + 1}`
            if (total !== wholeSplit)
              return (
                <Text key={rule.key} fontSize="sm" color="fg.muted" data-testid="split-preview-rule">
                  <Trans>{name}: the split shows once the shares add up to 100%.</Trans>
                </Text>
              )
            const split = splitCommission(
              { agentSharePercent: rule.shares.agentSharePercent ?? 0, superAgentSharePercent: rule.shares.superAgentSharePercent ?? 0, platformSharePercent: rule.shares.platformSharePercent ?? 0 },
              fee,
            )
            const parts = [
              { id: 'agent', label: t`Agent`, kobo: split.agentCommission },
              { id: 'superAgent', label: t`Super agent`, kobo: split.superAgentCommission },
              { id: 'platform', label: t`Platform`, kobo: split.platformCommission },
              { id: 'total', label: t`Total`, kobo: split.agentCommission + split.superAgentCommission + split.platformCommission },
            ]
            return (
              <Grid
                key={rule.key}
                role="group"
                aria-label={name}
                templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1.5fr) repeat(4, minmax(0, 1fr))' }}
                gap="2"
                alignItems="center"
                data-testid="split-preview-rule"
              >
                <Text gridColumn={{ base: '1 / -1', md: 'auto' }} fontSize="sm" fontWeight="medium">
                  {name}
                </Text>
                {parts.map((part) => (
                  <Box key={part.id} bg={part.id === 'total' ? 'bg.muted' : 'bg.subtle'} borderRadius="l1" px="3" py="1.5" data-part={part.id}>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {part.label}
                    </Text>
                    <Text as="span" display="block" fontWeight={part.id === 'total' ? 'semibold' : 'normal'}>
                      <bdi dir="ltr">{formatNaira(part.kobo, locale)}</bdi>
                    </Text>
                  </Box>
                ))}
              </Grid>
            )
          })}
      </Stack>
    </Box>
  )
}
