// What the chosen configuration charges a cash withdrawal of ₦5,000 and ₦50,000, and who earns it.
import { Box, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { formatNaira } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { previewCharges, useConfigurationRecords, type ConfigurationChoice } from '../../../lib/merchant-configuration'
import { useReference } from '../../../offline/reference-data'

export function ConfigurationPreview({ choice }: { choice: ConfigurationChoice }) {
  const { t } = useLingui()
  const { productGroup, feeScheme, commissionGroup } = useConfigurationRecords(choice)
  const locale = activeLocale()
  const products = useReference('products')
  const naira = (kobo: number) => formatNaira(kobo, locale)
  // The withdrawal products the merchant's group offers (all of them until a group is chosen).
  const withdrawals = (products.data?.data ?? []).filter((product) => product.category === 'CashWithdrawal' && (!productGroup || productGroup.products.some((offered) => offered.id === product.id)))

  let body
  if (!feeScheme) body = <Trans>Choose a fee scheme to see what a withdrawal would be charged.</Trans>
  else if (!withdrawals.length) body = <Trans>The chosen product group offers no cash withdrawal.</Trans>
  else
    body = withdrawals.map((product) => {
      const charges = previewCharges(product.id, feeScheme, commissionGroup)
      if (!charges) return <Text key={product.id}>{t`${feeScheme.name} has no rule for ${product.name}: no fee is charged.`}</Text>
      return (
        <Table.ScrollArea key={product.id} borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" color="fg">
              {product.name}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Withdrawal`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Fee`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Agent`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Super agent`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Platform`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {charges.map((charge) => (
                <Table.Row key={charge.amount} data-testid={`preview-${charge.amount}`}>
                  <Table.Cell>{naira(charge.amount)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="medium">
                    {naira(charge.fee)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{naira(charge.split.agentCommission)}</Table.Cell>
                  <Table.Cell textAlign="end">{naira(charge.split.superAgentCommission)}</Table.Cell>
                  <Table.Cell textAlign="end">{naira(charge.split.platformCommission)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )
    })

  return (
    <Box as="section" aria-labelledby="configuration-preview" bg="bg.subtle" borderRadius="l2" p="4" data-testid="configuration-preview">
      <Text id="configuration-preview" fontWeight="semibold" mb="2">
        <Trans>What a withdrawal would cost</Trans>
      </Text>
      <Box display="grid" gap="3" fontSize="sm" color={feeScheme && withdrawals.length ? undefined : 'fg.muted'}>
        {body}
      </Box>
      {feeScheme && !commissionGroup && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          <Trans>Without a commission group the platform keeps the whole fee.</Trans>
        </Text>
      )}
    </Box>
  )
}
