// The data of a dashboard answer, or an error when the platform sent none.
export function answer<T>(data: { data: T } | undefined, what: string): T {
  if (!data) throw new Error(`Empty answer for ${what}`)
  return data.data
}
