// The filters the reports share: super agent, merchant, agent, product, channel, transaction status.
import { useLingui } from '@lingui/react/macro'

import { useMerchantOptions } from '../../../api/merchant-options'
import { EnumFilter, SelectFilter, TextFilter } from '../../../components/data-table/filters'
import { channelLabels, transactionStatusLabels, type Channel, type TransactionStatus } from '../../../entities/transaction'
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
  const { t } = useLingui()
  return <EnumFilter label={t`Channel`} name="channel" value={value} labels={channelLabels} allLabel={t`All channels`} onChange={onChange} />
}

export function TransactionStatusFilter({ value, onChange }: Props<TransactionStatus>) {
  const { t } = useLingui()
  return <EnumFilter label={t`Status`} name="status" value={value} labels={transactionStatusLabels} allLabel={t`All statuses`} onChange={onChange} />
}

/** A NUBAN (ten digits); anything else is named and not applied. */
export function AccountNumberFilter({ label, name, value, onChange }: Props<string> & { label: string; name: string }) {
  const { t } = useLingui()
  return (
    <TextFilter label={label} name={name} value={value} maxLength={10} inputMode="numeric" pattern={/^[0-9]{10}$/} invalidMessage={t`An account number (NUBAN) has 10 digits`} onChange={onChange} />
  )
}
