/** "Send a test lead" for a webhook or an integration, and what the receiver made of it, in words. */
import type { TestLeadAnswer } from '@beckon/owner-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client.js';

export function TestLeadButton({ path }: { path: string }) {
  const send = useMutation({ mutationFn: () => api<TestLeadAnswer>('POST', path) });
  const result = send.data;
  return (
    <>
      <p className="button-row">
        <button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? 'Sending a test lead…' : 'Send a test lead'}
        </button>
      </p>
      <p role="status" className={result && !result.ok ? 'form-error' : undefined}>
        {send.error
          ? `Could not send: ${send.error.message}`
          : result
            ? `${result.ok ? 'Test lead delivered.' : 'The test lead was not taken.'} ${result.message}`
            : ''}
      </p>
    </>
  );
}
