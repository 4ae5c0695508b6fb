// The Idempotency-Key header every user change sends, made at the click.
export const header = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey })
