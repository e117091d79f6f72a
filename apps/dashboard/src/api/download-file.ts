/**
 * GETs a file (an invoice PDF) and saves it under the name the server gives it; a refusal throws the
 * ApiError api() would, so the screen can say why (a plain download link would save the error as a file).
 * Apart from client.ts, so the first screen does not carry it.
 */
import { answerOf, unreachable } from './client.js';

export async function downloadFile(path: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw unreachable();
  }
  if (!res.ok) answerOf(res.status, await res.text());
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the save by the time this runs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
