import { createFileRoute } from '@tanstack/react-router'

import { NotFoundPage } from '../../components/errors/not-found-page'

export const Route = createFileRoute('/utility/404')({
  component: NotFoundPage,
})
