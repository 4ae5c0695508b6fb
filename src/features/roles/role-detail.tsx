import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { fieldDetails } from '../../components/data-table/field-columns'
import { QueryBlock } from '../../components/feedback/query-state'
import { DetailList } from '../../components/detail-list'
import { roleFields, roleHolderFields, type Role } from '../../entities/role'
import { usePermission } from '../../lib/auth/use-permission'
import { formatFieldText } from '../../lib/field-dictionary'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { useRoleHolders } from './api/list-role-users'
import type { ReturnedRequest } from '../../lib/returned-request'
import { RoleForm } from './role-form'
import { ReadOnlyFieldset } from '../../components/form/read-only-fieldset'

/** Who holds the role: names and usernames, each a link to the user's page. */
function RoleHolders({ role }: { role: Role }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const holders = useRoleHolders(role.id)
  return (
    <Box as="section" aria-labelledby="role-holders-heading" data-testid="role-holders" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Heading as="h2" size="md" id="role-holders-heading">
          <Trans>Users holding this role</Trans>
        </Heading>
        <QueryBlock query={holders} testId="role-holders-query">
          {(list) =>
            list.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>No user holds this role.</Trans>
              </Text>
            ) : (
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Caption srOnly>{t`Users holding this role`}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{i18n._(roleHolderFields.username.label)}</Table.ColumnHeader>
                      <Table.ColumnHeader>{i18n._(roleHolderFields.status.label)}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.map((holder) => (
                      <Table.Row key={holder.id} data-username={holder.username}>
                        <Table.Cell>
                          <Link to="/User-Management/view/$id" params={{ id: String(holder.id) }} className="ui-link">
                            {holder.firstName} {holder.lastName}
                          </Link>
                        </Table.Cell>
                        <Table.Cell dir="ltr">{holder.username}</Table.Cell>
                        <Table.Cell>{formatFieldText(roleHolderFields.status, holder.status, i18n, locale)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )
          }
        </QueryBlock>
      </Stack>
    </Box>
  )
}

/** One role: its record, who holds it, then its permissions, editable with Update and readable without. */
export function RoleDetail({ role, locked = false, returned }: { role: Role; locked?: boolean; returned?: ReturnedRequest | undefined }) {
  const { i18n } = useLingui()
  const canUpdate = usePermission(permission('Role', 'Update'))
  return (
    <Stack gap="5">
      <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }}>
        <DetailList items={fieldDetails(roleFields, role, ['status', 'clientType', 'userCount', 'createdAt', 'updatedAt'], i18n)} testId="role-details" />
      </Box>
      <RoleHolders role={role} />
      <ReadOnlyFieldset readOnly={locked}>
        <RoleForm role={role} readOnly={!canUpdate} returned={returned} />
      </ReadOnlyFieldset>
    </Stack>
  )
}
