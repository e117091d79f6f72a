/**
 * A third party's JSON answer read with a size cap: fetch's res.json() reads a body whole, so a broken or
 * hostile server streaming gigabytes would be held in memory until a timeout. Reading stops, and the body is
 * cancelled, as soon as the answer is longer than the caller accepts.
 */

/** The answer was longer than the cap (declared or as read). */
class AnswerTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is longer than ${maxBytes} bytes`);
  }
}

/** The body parsed as JSON; throws AnswerTooLarge past `maxBytes`, and SyntaxError for a body that is not JSON. */
export async function readCappedJson(res: Response, maxBytes: number): Promise<unknown> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new AnswerTooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  if (res.body) {
    const reader = res.body.getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new AnswerTooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
