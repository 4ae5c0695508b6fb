import { Badge, Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { formatDate, formatNaira, formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { permissionLabel } from '../../../entities/permission-words'
import type { ApprovalRequestDetail } from '../types'

type Impact = NonNullable<ApprovalRequestDetail['impact']>
type FeeSchemeImpact = Extract<Impact, { kind: 'FeeScheme' }>
type RoleImpact = Extract<Impact, { kind: 'Role' }>
type ImpactPermission = RoleImpact['users'][number]['gained'][number]

/** What approving would change beyond the record, as the platform computed it for this request. */
export function ApprovalImpact({ impact }: { impact: ApprovalRequestDetail['impact'] }) {
  if (!impact) return null
  switch (impact.kind) {
    case 'FeeScheme':
      return <FeeSchemeImpactPanel impact={impact} />
    case 'Role':
      return <RoleImpactPanel impact={impact} />
  }
}

function PermissionChanges({ permissions, tone }: { permissions: ImpactPermission[]; tone: 'gained' | 'lost' }) {
  const { i18n } = useLingui()
  if (permissions.length === 0)
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    )
  return (
    <Flex as="ul" gap="1.5" wrap="wrap" listStyleType="none" data-testid={`impact-${tone}`}>
      {permissions.map((permission) => (
        <Box as="li" key={permission.permissionId} data-sensitive={permission.sensitive ? 'true' : undefined}>
          <Badge colorPalette={permission.sensitive ? 'orange' : tone === 'gained' ? 'green' : 'gray'} variant={permission.sensitive ? 'surface' : 'subtle'} size="sm">
            {tone === 'gained' ? '+' : '−'} {permissionLabel(permission, i18n)}
            {permission.sensitive && (
              <Text as="span" fontWeight="semibold">
                {' '}
                · <Trans>sensitive</Trans>
              </Text>
            )}
          </Badge>
        </Box>
      ))}
    </Flex>
  )
}

/** A role change: who holds the role and which permissions each gains or loses; approval, user and role management called out. */
function RoleImpactPanel({ impact }: { impact: RoleImpact }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const holders = formatNumber(impact.userCount, locale)
  const affected = formatNumber(impact.users.length, locale)
  const sensitive = impact.users.some((user) => [...user.gained, ...user.lost].some((permission) => permission.sensitive))
  return (
    <Box as="section" aria-labelledby="approval-impact-heading" data-testid="approval-impact">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="approval-impact-heading">
          <Trans>Who this change affects</Trans>
        </Heading>
        <Text fontSize="sm">
          {impact.userCount === 0 ? (
            <Trans>No user holds this role: approving changes no one's permissions today.</Trans>
          ) : impact.users.length === 0 ? (
            <Trans>{holders} users hold this role; none of them gains or loses a permission (their other roles already give the same).</Trans>
          ) : (
            <Trans>
              {holders} users hold this role; {affected} of them gain or lose permissions when it is approved:
            </Trans>
          )}
        </Text>
        {sensitive && (
          <Text fontSize="sm" fontWeight="semibold" bg="bg.warning" borderRadius="l2" px="3" py="2" data-testid="impact-sensitive">
            <Trans>This change touches approval, user or role management permissions: who may approve, and who may give access.</Trans>
          </Text>
        )}
        {impact.users.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="impact-users">
              <Table.Caption srOnly>{t`Permissions gained and lost per user`}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>User</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Gains</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Loses</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {impact.users.map((user) => (
                  <Table.Row key={user.id} data-username={user.username}>
                    <Table.Cell>
                      <Link to="/User-Management/view/$id" params={{ id: String(user.id) }} className="ui-link">
                        {user.firstName} {user.lastName}
                      </Link>
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {user.username}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <PermissionChanges permissions={user.gained} tone="gained" />
                    </Table.Cell>
                    <Table.Cell>
                      <PermissionChanges permissions={user.lost} tone="lost" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Box>
  )
}

function Difference({ before, after }: { before: number; after: number }) {
  const locale = activeLocale()
  const change = after - before
  if (change === 0) return <Text as="span">{formatNaira(0, locale)}</Text>
  const sign = change > 0 ? '+' : '−'
  const percent = before > 0 ? ` (${sign}${formatNumber(Math.abs(change) / before, locale, { style: 'percent', maximumFractionDigits: 1 })})` : ''
  return (
    <Text as="span" color={change > 0 ? 'fg.error' : 'fg.success'} fontWeight="semibold">
      {sign}
      {formatNaira(Math.abs(change), locale)}
      {percent}
    </Text>
  )
}

function FeeSchemeImpactPanel({ impact }: { impact: FeeSchemeImpact }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const merchants = formatNumber(impact.merchantCount, locale)
  const transactions = formatNumber(impact.transactionCount, locale)
  const start = formatDate(impact.periodStart, locale)
  const end = formatDate(impact.periodEnd, locale)
  const shown = impact.products.filter((product) => product.ruleChanged || product.transactionCount > 0)
  const figure = (label: string, value: ReactNode, testId: string) => (
    <Box flex="1" minW="9rem" borderWidth="1px" borderRadius="l2" p="3" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg">{value}</Text>
    </Box>
  )
  return (
    <Box as="section" aria-labelledby="approval-impact-heading" data-testid="approval-impact">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="approval-impact-heading">
          <Trans>What this change costs the network</Trans>
        </Heading>
        <Text fontSize="sm">
          {impact.merchantCount === 0 ? (
            <Trans>No merchant uses this fee scheme: approving changes no merchant's fees today.</Trans>
          ) : (
            <Trans>
              {merchants} merchants use this fee scheme. Their {transactions} successful transactions from {start} to {end}, charged under the current fees and under the new ones:
            </Trans>
          )}
        </Text>
        {impact.merchantCount > 0 && (
          <>
            <Flex gap="3" wrap="wrap">
              {figure(t`Fees now`, formatNaira(impact.feeBefore, locale), 'impact-fee-before')}
              {figure(t`With the change`, formatNaira(impact.feeAfter, locale), 'impact-fee-after')}
              {figure(t`Difference`, <Difference before={impact.feeBefore} after={impact.feeAfter} />, 'impact-difference')}
            </Flex>
            <Box overflowX="auto">
              <Table.Root size="sm" data-testid="impact-products">
                <Table.Caption srOnly>{t`Fees by product over the period`}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Product</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Transactions</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Now</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>After</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Difference</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((row) => (
                    <Table.Row key={row.product.id} bg={row.ruleChanged ? 'bg.warning' : undefined} data-changed={row.ruleChanged ? 'true' : undefined} data-product-id={row.product.id}>
                      <Table.Cell>
                        {row.product.name}
                        {row.ruleChanged && (
                          <Text as="span" display="block" fontSize="xs" color="fg.muted">
                            <Trans>fee changed</Trans>
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(row.transactionCount, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNaira(row.feeBefore, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNaira(row.feeAfter, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Difference before={row.feeBefore} after={row.feeAfter} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  )
}
