/**
 * The website's addresses: its own, which always works, and the owner's domains. A domain serves the
 * site once the server has found its TXT record (the proof the domain is the owner's): each waiting
 * domain shows the record to publish, with copy buttons, and "Check now". Adding, checking and removing
 * domains is the account owner's: the others see the domains and their records, and a line saying so.
 */
import { type SiteAddress, type SiteSummary, siteDomainCreateSchema } from '@beckon/owner-api';
import { type FormEvent, useState } from 'react';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { ApiError } from '../api/client.js';
import { CopyButton } from '../components/copy-button.js';
import { TextField } from '../components/text-field.js';
import { tElements, useT } from '../i18n/i18n.js';
import { fieldRefusal } from '../server-field-errors.js';
import { useAddDomain, useRemoveDomain, useVerifyDomain } from './site-queries.js';

export function DomainsSection({ site }: { site: SiteSummary }) {
  const t = useT();
  const domains = site.addresses.filter((a) => a.kind === 'domain');
  return (
    <section aria-labelledby="domains-heading">
      <h2 id="domains-heading">{t('domains.title')}</h2>
      <p>
        {tElements('domains.intro', {
          url: (
            <a key="url" className="url" href={site.url} target="_blank" rel="noopener">
              {site.url}
            </a>
          ),
        })}
      </p>
      <ol>
        <li>{t('domains.step1')}</li>
        <li>{t('domains.step2')}</li>
        <li>{t('domains.step3')}</li>
      </ol>
      <p className="hint">{t('domains.https')}</p>
      {domains.length > 0 ? (
        <ul className="domains">
          {domains.map((address) => (
            <DomainRow key={address.host} address={address} />
          ))}
        </ul>
      ) : (
        <p>{t('domains.none')}</p>
      )}
      <OwnerOnly does={t('domains.ownerDoes')}>
        <AddDomainForm />
      </OwnerOnly>
    </section>
  );
}

function DomainRow({ address }: { address: SiteAddress }) {
  const t = useT();
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const owner = useIsOwner();
  const headingId = `domain-${address.host.replace(/[^a-z0-9-]/g, '-')}`;
  const record = address.verification;
  return (
    <li className="domain">
      <h3 id={headingId}>{address.host}</h3>
      {address.verified ? (
        <p>
          <span className="status-ok">{t('domains.verified')}</span>
          {tElements('domains.serves', {
            url: (
              <a key="url" className="url" href={address.url} target="_blank" rel="noopener">
                {address.url}
              </a>
            ),
          })}
        </p>
      ) : (
        <>
          <p>
            <span className="status-wait">{t('domains.waiting')}</span>
            {t(owner ? 'domains.publishThenCheck' : 'domains.publishOwnerChecks')}
          </p>
          {record ? (
            <dl className="facts dns-record">
              <dt>{t('domains.type')}</dt>
              <dd>
                <code>{record.type}</code>
              </dd>
              <dt>{t('shop.product.name')}</dt>
              <dd>
                <code className="url">{record.name}</code>{' '}
                <CopyButton text={record.name} label={t('domains.copyName')} />
              </dd>
              <dt>{t('domains.value')}</dt>
              <dd>
                <code className="url">{record.value}</code>{' '}
                <CopyButton text={record.value} label={t('domains.copyValue')} />
              </dd>
            </dl>
          ) : null}
        </>
      )}
      {owner ? (
        <p className="actions">
          {address.verified ? null : (
            <button
              type="button"
              disabled={verify.isPending}
              onClick={() => {
                remove.reset();
                verify.mutate(address.host);
              }}
            >
              {verify.isPending ? t('domains.checking') : t('domains.check')}
              <span className="sr-only"> {address.host}</span>
            </button>
          )}
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('domains.removeConfirm', { host: address.host }))) {
                verify.reset();
                remove.mutate(address.host);
              }
            }}
          >
            {t('domains.remove')}
            <span className="sr-only"> {address.host}</span>
          </button>
        </p>
      ) : null}
      {verify.isSuccess && verify.data.verified ? (
        <p role="status">{t('domains.found', { host: address.host })}</p>
      ) : null}
      {(verify.error ?? remove.error) ? (
        <p className="form-error" role="alert">
          {(verify.error ?? remove.error)?.message}
        </p>
      ) : null}
    </li>
  );
}

function AddDomainForm() {
  const t = useT();
  const add = useAddDomain();
  const [domain, setDomain] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.reset();
    setAdded(null);
    const parsed = siteDomainCreateSchema.safeParse({ domain });
    const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setInvalid(problem && t('domains.invalid', { problem }));
    if (!parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: (address) => {
        setAdded(address.host);
        setDomain('');
      },
    });
  };

  // A domain another site has is about this field; other refusals (only the owner adds domains) go beside the button.
  const taken =
    add.error instanceof ApiError && add.error.code === 'BK_ERR_DOMAIN_TAKEN'
      ? fieldRefusal(add.error.message, 'domain')
      : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-domain-heading">
      <h3 id="add-domain-heading">{t('domains.addTitle')}</h3>
      <TextField
        label={t('domains.domain')}
        hint={t('domains.domainHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={253}
        value={domain}
        error={invalid ?? taken}
        onChange={(e) => setDomain(e.target.value)}
      />
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? t('shop.notes.adding') : t('domains.add')}
      </button>
      {add.error && !taken ? (
        <p className="form-error" role="alert">
          {add.error.message}
        </p>
      ) : null}
      {added ? <p role="status">{t('domains.added', { host: added })}</p> : null}
    </form>
  );
}
