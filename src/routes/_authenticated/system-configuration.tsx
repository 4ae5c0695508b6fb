import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../components/feedback/query-state'
import { PageFrame } from '../../components/layout/page-frame'
import { systemConfigurationQueryOptions, useSystemConfiguration } from '../../features/system-configuration/api/get-system-configuration'
import { SystemConfigurationForm } from '../../features/system-configuration/system-configuration-form'
import { permission } from '../../lib/permissions'
import { guardedBy } from '../../lib/route-guard'

// Read with View System Configuration; saved with Update System Configuration (read-only otherwise).
export const Route = createFileRoute('/_authenticated/system-configuration')({
  beforeLoad: guardedBy(permission('System Configuration', 'View System Configuration')),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(systemConfigurationQueryOptions())
  },
  component: Page,
})

function Page() {
  const config = useSystemConfiguration()
  return (
    <PageFrame title={msg`System Configuration`}>
      <QueryBlock query={config} testId="system-configuration">
        {(data) => <SystemConfigurationForm config={data} />}
      </QueryBlock>
    </PageFrame>
  )
}
