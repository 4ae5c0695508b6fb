// Revealing a BVN or NIN the maker of a request entered: one audited answer, kept by the caller's component alone.
import { apms } from '../../../api/clients'
import type { PersonalDataField } from '../../../components/personal-data-value'

/** POST /apms/api/v1/Approval/{id}/Reveal/{field}: the value in full. */
export async function revealApprovalPersonalData(id: number, field: PersonalDataField): Promise<string> {
  const { data } = await apms.POST('/apms/api/v1/Approval/{id}/Reveal/{field}', { params: { path: { id, field } } })
  if (!data) throw new Error('Empty answer for the reveal')
  return data.data.value
}
