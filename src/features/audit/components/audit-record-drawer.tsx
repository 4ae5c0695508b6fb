import { Button, Drawer, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { DataComparisonTable } from '../../../components/data-comparison/data-comparison-table'
import { fieldDetails } from '../../../components/data-table/field-columns'
import { SideDrawer } from '../../../components/data-table/side-drawer'
import { DetailList } from '../../../components/detail-list'
import { QueryBlock } from '../../../components/feedback/query-state'
import { auditRecordFields, type AuditRecordDetail } from '../../../entities/audit-record'
import { entityLink } from '../../../lib/entity-links'
import { useAuditRecord } from '../api/get-audit-record'

/** One audit record beside the trail (?record=id): who, what, from where, and the entity before and after. */
export function AuditRecordDrawer({ recordId, onClose }: { recordId: number | undefined; onClose: () => void }) {
  return (
    <SideDrawer open={recordId !== undefined} onClose={onClose} testId="audit-record">
      {recordId !== undefined && <RecordPanel key={recordId} recordId={recordId} />}
    </SideDrawer>
  )
}

function RecordPanel({ recordId }: { recordId: number }) {
  const record = useAuditRecord(recordId)
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          <Trans>Audit record #{recordId}</Trans>
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <QueryBlock query={record} testId="audit-record">
          {(data) => <RecordBody record={data} />}
        </QueryBlock>
      </Drawer.Body>
    </>
  )
}

function RecordBody({ record }: { record: AuditRecordDetail }) {
  const { i18n } = useLingui()
  const link = entityLink(record.entityType, record.entityId)
  const details = fieldDetails(auditRecordFields, record, ['createdAt', 'username', 'eventType', 'entityType', 'entityId', 'description', 'ipAddress', 'userAgent'], i18n)
  return (
    <Stack gap="5">
      <DetailList items={details} testId="audit-record-details" />
      {link && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <Link {...link} data-testid="audit-entity-link">
            <Trans>Open this record</Trans>
          </Link>
        </Button>
      )}
      {record.newData !== null ? (
        <DataComparisonTable entityType={record.entityType} beforeData={record.oldData} afterData={record.newData} changedFields={['(value)']} />
      ) : record.oldData !== null ? (
        // A deletion: what was removed.
        <DataComparisonTable entityType={record.entityType} beforeData={null} afterData={record.oldData} changedFields={[]} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This event changed no record's data.</Trans>
        </Text>
      )}
    </Stack>
  )
}
