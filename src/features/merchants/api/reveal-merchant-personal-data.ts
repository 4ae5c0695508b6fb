// Revealing the BVN of a merchant's personnel: one audited answer, kept by the caller's component alone.
import { mer } from '../../../api/clients'

/** POST /mer/api/v1/Merchant/{id}/Reveal/bvn: the value in full (a merchant records no NIN). */
export async function revealMerchantBvn(id: number): Promise<string> {
  const { data } = await mer.POST('/mer/api/v1/Merchant/{id}/Reveal/{field}', { params: { path: { id, field: 'bvn' } } })
  if (!data) throw new Error('Empty answer for the reveal')
  return data.data.value
}
