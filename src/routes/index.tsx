import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Dashboard,
})

function Dashboard() {
  return (
    <main>
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
    </main>
  )
}
