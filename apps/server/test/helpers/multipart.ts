/** Multipart bodies for upload tests, built by the platform's own FormData as a browser would send them. */

export interface Part {
  name: string;
  value: string | { data: Buffer; filename: string; type: string };
}

export async function multipart(parts: readonly Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') fd.append(part.name, part.value);
    else
      fd.append(part.name, new Blob([new Uint8Array(part.value.data)], { type: part.value.type }), part.value.filename);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

/** A Windows executable's header (MZ … PE), renamed to look like a photo. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(2000, 1),
]);
