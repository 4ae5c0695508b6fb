// Revealing an agent's BVN or NIN: one audited answer, kept by the caller's component alone.
import { mer } from '../../../api/clients'
import type { PersonalDataField } from '../../../components/personal-data-value'

/** POST /mer/api/v1/Agent/{id}/Reveal/{field}: the value in full. */
export async function revealAgentPersonalData(id: number, field: PersonalDataField): Promise<string> {
  const { data } = await mer.POST('/mer/api/v1/Agent/{id}/Reveal/{field}', { params: { path: { id, field } } })
  if (!data) throw new Error('Empty answer for the reveal')
  return data.data.value
}
