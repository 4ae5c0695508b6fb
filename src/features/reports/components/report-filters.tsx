// The filters the reports share: super agent, merchant, agent, product, channel, transaction status.
import { useLingui } from '@lingui/react/macro'

import { useMerchantOptions } from '../../../api/merchant-options'
import { SelectFilter, TextFilter } from '../../../components/data-table/filters'
import { channelLabels, transactionStatusLabels, type Channel, type TransactionStatus } from '../../../entities/transaction'
import { channels, transactionStatuses } from '../../../lib/search'
import { useReference } from '../../../offline/reference-data'

interface Props<V> {
  value: V | undefined
  onChange: (value: V | undefined) => void
}

export function SuperAgentFilter({ value, onChange, label, name = 'superAgentId' }: Props<number> & { label?: string; name?: string }) {
  const { t } = useLingui()
  const superAgents = useReference('superAgents')
  return (
    <SelectFilter
      label={label ?? t`Super agent`}
      name={name}
      value={value}
      allLabel={t`All super agents`}
      options={(superAgents.data?.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
      onChange={onChange}
    />
  )
}

export function MerchantFilter({ value, onChange }: Props<number>) {
  const { t } = useLingui()
  const merchants = useMerchantOptions()
  const options = (merchants.data ?? []).map((merchant) => ({ value: merchant.id, label: merchant.businessName }))
  // A merchant beyond the dropdown's first hundred (a link from its page) is still shown as chosen.
  if (value !== undefined && !options.some((option) => option.value === value)) options.unshift({ value, label: t`Merchant #${value}` })
  return <SelectFilter label={t`Merchant`} name="merchantId" value={value} allLabel={t`All merchants`} options={options} onChange={onChange} />
}

export function AgentIdFilter({ value, onChange }: Props<number>) {
  const { t } = useLingui()
  return (
    <TextFilter
      label={t`Agent id`}
      name="agentId"
      value={value === undefined ? undefined : String(value)}
      maxLength={15}
      inputMode="numeric"
      pattern={/^[1-9][0-9]{0,14}$/}
      invalidMessage={t`An agent id is a number, such as 4127`}
      onChange={(text) => onChange(text === undefined ? undefined : Number(text))}
    />
  )
}

export function ProductFilter({ value, onChange }: Props<number>) {
  const { t } = useLingui()
  const products = useReference('products')
  return (
    <SelectFilter
      label={t`Product`}
      name="productId"
      value={value}
      allLabel={t`All products`}
      options={(products.data?.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
      onChange={onChange}
    />
  )
}

export function ChannelFilter({ value, onChange }: Props<Channel>) {
  const { t, i18n } = useLingui()
  return (
    <SelectFilter
      label={t`Channel`}
      name="channel"
      value={value}
      allLabel={t`All channels`}
      options={channels.map((channel) => ({ value: channel, label: i18n._(channelLabels[channel]) }))}
      onChange={onChange}
    />
  )
}

export function TransactionStatusFilter({ value, onChange }: Props<TransactionStatus>) {
  const { t, i18n } = useLingui()
  return (
    <SelectFilter
      label={t`Status`}
      name="status"
      value={value}
      allLabel={t`All statuses`}
      options={transactionStatuses.map((status) => ({ value: status, label: i18n._(transactionStatusLabels[status]) }))}
      onChange={onChange}
    />
  )
}
