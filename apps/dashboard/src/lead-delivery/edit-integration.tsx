/**
 * Changing a connected email tool: its mapping rows (offering the tool's own fields for the saved list), tags,
 * double opt-in and pop-ups. The stored key reads the fields on the server; it is never asked for or shown.
 */
import {
  type Integration,
  type IntegrationFieldsAnswer,
  PROVIDER_LABELS,
  PROVIDERS_WITH_DOUBLE_OPT_IN,
  PROVIDERS_WITH_TAGS,
} from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api/client.js';
import { useT } from '../i18n/i18n.js';
import { draftFromFieldMap, fieldMapFromDraft, keepListedFields, tagsFromText } from './field-map-draft.js';
import { FieldMapRows } from './field-map-rows.js';
import { IntegrationOptions, type IntegrationOptionsDraft } from './integration-options.js';
import { useDeliveryWrite } from './lead-delivery-queries.js';

export function EditIntegration({ integration, onDone }: { integration: Integration; onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const path = `/api/owner/integrations/${integration.integration_id}`;
  const label = PROVIDER_LABELS[integration.provider];
  const [mapping, setMapping] = useState(() => draftFromFieldMap(integration.field_map));
  const [options, setOptions] = useState<IntegrationOptionsDraft>(() => ({
    tags: integration.tags.join(', '),
    doubleOptIn: integration.double_opt_in,
    allPopups: integration.popup_ids === null,
    chosen: integration.popup_ids ?? [],
  }));
  const toolFields = useQuery({
    queryKey: ['integration-fields', integration.integration_id, integration.list_id],
    queryFn: () => api<IntegrationFieldsAnswer>('GET', `${path}/fields`),
    gcTime: 0,
    retry: false,
  });
  const known = toolFields.data;
  useEffect(() => {
    if (!known) return;
    setMapping((m) => keepListedFields(m, known));
  }, [known]);
  const save = useDeliveryWrite((body: Record<string, unknown>) => api('PUT', path, body));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        field_map: fieldMapFromDraft(mapping),
        // Options the tool does not take per contact are left out: the server refuses them.
        ...(PROVIDERS_WITH_TAGS.includes(integration.provider) ? { tags: tagsFromText(options.tags) } : {}),
        ...(PROVIDERS_WITH_DOUBLE_OPT_IN.includes(integration.provider) ? { double_opt_in: options.doubleOptIn } : {}),
        popup_ids: options.allPopups ? null : options.chosen,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        {t('lead-delivery.editIntegration', { value: `${label} · ${integration.list_name}` })}
      </h3>
      <FieldMapRows
        draft={mapping}
        onChange={setMapping}
        toolLabel={label}
        toolFields={known}
        reading={toolFields.isFetching}
        readError={toolFields.error}
      />
      <IntegrationOptions provider={integration.provider} draft={options} onChange={setOptions} />
      {save.error ? (
        <p className="form-error" role="alert">
          {t('lead-delivery.couldNotSave', { message: save.error.message })}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={save.isPending || (!options.allPopups && options.chosen.length === 0)}>
          {save.isPending ? t('lead-delivery.saving') : t('lead-delivery.saveChanges')}
        </button>
        <button type="button" onClick={onDone}>
          {t('lead-delivery.cancel')}
        </button>
      </p>
    </form>
  );
}
