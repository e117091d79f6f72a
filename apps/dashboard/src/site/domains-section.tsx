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
import { fieldRefusal } from '../server-field-errors.js';
import { useAddDomain, useRemoveDomain, useVerifyDomain } from './site-queries.js';

export function DomainsSection({ site }: { site: SiteSummary }) {
  const domains = site.addresses.filter((a) => a.kind === 'domain');
  return (
    <section aria-labelledby="domains-heading">
      <h2 id="domains-heading">Domains</h2>
      <p>
        Your website always answers at its own address,{' '}
        <a className="url" href={site.url} target="_blank" rel="noopener">
          {site.url}
        </a>
        . To have it answer at a domain of yours as well, such as www.example.com:
      </p>
      <ol>
        <li>Point the domain’s DNS records at this server (ask whoever runs it for the address).</li>
        <li>Add the domain below, and publish the TXT record it shows at your DNS provider.</li>
        <li>Press “Check now”: once the record is found, the domain serves your website.</li>
      </ol>
      <p className="hint">
        The secure connection (HTTPS and its certificate) for your domain is the job of the proxy in front of this
        server, not of this screen; the README’s part on websites and domains says how to set it up.
      </p>
      {domains.length > 0 ? (
        <ul className="domains">
          {domains.map((address) => (
            <DomainRow key={address.host} address={address} />
          ))}
        </ul>
      ) : (
        <p>No domain of your own yet.</p>
      )}
      <OwnerOnly does="add, check or remove domains">
        <AddDomainForm />
      </OwnerOnly>
    </section>
  );
}

function DomainRow({ address }: { address: SiteAddress }) {
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
          <span className="status-ok">Verified</span>: it serves your website at{' '}
          <a className="url" href={address.url} target="_blank" rel="noopener">
            {address.url}
          </a>
          .
        </p>
      ) : (
        <>
          <p>
            <span className="status-wait">Waiting for DNS</span>: publish this record at your DNS provider, then{' '}
            {owner ? 'press “Check now”' : 'the account owner checks it'}. DNS changes can take a while to reach
            everyone.
          </p>
          {record ? (
            <dl className="facts dns-record">
              <dt>Type</dt>
              <dd>
                <code>{record.type}</code>
              </dd>
              <dt>Name</dt>
              <dd>
                <code className="url">{record.name}</code> <CopyButton text={record.name} label="Copy name" />
              </dd>
              <dt>Value</dt>
              <dd>
                <code className="url">{record.value}</code> <CopyButton text={record.value} label="Copy value" />
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
              {verify.isPending ? 'Checking…' : 'Check now'}
              <span className="sr-only"> {address.host}</span>
            </button>
          )}
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove ${address.host}? Your website stops answering there.`)) {
                verify.reset();
                remove.mutate(address.host);
              }
            }}
          >
            Remove<span className="sr-only"> {address.host}</span>
          </button>
        </p>
      ) : null}
      {verify.isSuccess && verify.data.verified ? (
        <p role="status">Found the record: {address.host} serves your website now.</p>
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
    setInvalid(problem && `The domain ${problem}.`);
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
      <h3 id="add-domain-heading">Add a domain</h3>
      <TextField
        label="Domain"
        hint="Like www.example.com."
        autoComplete="off"
        spellCheck={false}
        maxLength={253}
        value={domain}
        error={invalid ?? taken}
        onChange={(e) => setDomain(e.target.value)}
      />
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add domain'}
      </button>
      {add.error && !taken ? (
        <p className="form-error" role="alert">
          {add.error.message}
        </p>
      ) : null}
      {added ? <p role="status">Added {added}: publish its TXT record, shown above, then press “Check now”.</p> : null}
    </form>
  );
}
