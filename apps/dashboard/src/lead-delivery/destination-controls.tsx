/**
 * What the owner does to a place leads go (a webhook or an email tool) at `path`: send it a test lead, turn it
 * on or off, remove it, and the refusal of either write. Only the owner is shown these; the server refuses
 * them to anyone else.
 */
import { useIsOwner } from '../account/owner-only.js';
import { api } from '../api/client.js';
import { useT } from '../i18n/i18n.js';
import { useDeliveryWrite } from './lead-delivery-queries.js';
import { TestLeadButton } from './test-lead-button.js';

export function DestinationControls({
  path,
  enabled,
  removeLabel,
}: {
  path: string;
  enabled: boolean;
  removeLabel: string;
}) {
  const t = useT();
  const owner = useIsOwner();
  const toggle = useDeliveryWrite((on: boolean) => api('PUT', path, { enabled: on }));
  const remove = useDeliveryWrite(() => api('DELETE', path));
  const error = toggle.error ?? remove.error;
  if (!owner) return null;
  return (
    <>
      <TestLeadButton path={`${path}/test`} />
      <p className="button-row">
        <button type="button" onClick={() => toggle.mutate(!enabled)} disabled={toggle.isPending}>
          {enabled ? t('lead-delivery.turnOff') : t('lead-delivery.turnOn')}
        </button>
        <button type="button" className="danger" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
          {removeLabel}
        </button>
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
