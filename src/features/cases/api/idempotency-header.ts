// The Idempotency-Key header every case change sends, made at the click.
export const header = (key: string) => ({ header: { 'Idempotency-Key': key } })
