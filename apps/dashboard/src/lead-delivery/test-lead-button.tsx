/** "Send a test lead" for a webhook or an integration, and what the receiver made of it, in words. */
import type { TestLeadAnswer } from '@beckon/owner-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client.js';
import { useT } from '../i18n/i18n.js';

export function TestLeadButton({ path }: { path: string }) {
  const t = useT();
  const send = useMutation({ mutationFn: () => api<TestLeadAnswer>('POST', path) });
  const result = send.data;
  return (
    <>
      <p className="button-row">
        <button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('lead-delivery.sendingATestLead') : t('lead-delivery.sendATestLead')}
        </button>
      </p>
      <p role="status" className={result && !result.ok ? 'form-error' : undefined}>
        {send.error
          ? t('lead-delivery.couldNotSend', { message: send.error.message })
          : result
            ? t(result.ok ? 'lead-delivery.testLeadDelivered' : 'lead-delivery.testLeadNotTaken', {
                message: result.message,
              })
            : ''}
      </p>
    </>
  );
}
