import { Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** Said before the delete is confirmed: what keeps a merchant from being deleted, and what to do instead. */
export function DeleteMerchantExplanation({ agentCount }: { agentCount: number }) {
  return (
    <Stack gap="2" fontSize="sm" data-testid="delete-explanation">
      <Text>
        <Trans>The merchant is removed with its documents. This cannot be undone.</Trans>
      </Text>
      <Text>
        <Trans>A merchant with agents, transactions or cases on record cannot be deleted: the platform refuses it, and you can disable the merchant instead.</Trans>
      </Text>
      {agentCount > 0 && <Text fontWeight="medium">{agentCount === 1 ? <Trans>This merchant has 1 agent.</Trans> : <Trans>This merchant has {agentCount} agents.</Trans>}</Text>}
    </Stack>
  )
}
