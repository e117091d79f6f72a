/**
 * "Create your website": a starter (a blank site, or a ready one whose texts and images the owner then
 * replaces), a name and, optionally, the label of its own address, shown as it will be while typing. Once
 * created the site is live at once: the screen says where, and the website's screens join the navigation.
 * An account that already has its website sees where it is instead of the form; only the account's owner
 * creates it, the others are told so instead.
 */
import {
  type SiteCreate,
  type SiteStarterId,
  type SiteSummary,
  siteCreateSchema,
  siteLabelFrom,
} from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { ApiError } from '../api/client.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { tElements, useT } from '../i18n/i18n.js';
import { fieldRefusal, serverFieldErrors } from '../server-field-errors.js';
import { SaveRow } from '../shop/save-row.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { siteQueries, useCreateSite } from './site-queries.js';

export function CreateSiteScreen() {
  const site = useQuery(siteQueries.site());
  const [created, setCreated] = useState<SiteSummary | null>(null);
  const owner = useIsOwner();
  const t = useT();
  if (created) return <SiteLive site={created} justCreated />;
  if (site.isPending) return <Loading label={t('site.loading')} />;
  if (site.isError) return <LoadError what={t('site.what')} error={site.error} onRetry={() => site.refetch()} />;
  if (site.data.site) return <SiteLive site={site.data.site} justCreated={false} />;
  if (owner) return <CreateSiteForm onCreated={setCreated} />;
  return (
    <>
      <h1>{t('nav.createWebsite')}</h1>
      <OwnerOnly does={t('createSite.ownerDoes')} />
    </>
  );
}

function SiteLive({ site, justCreated }: { site: SiteSummary; justCreated: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // After creating, the focus moves from the gone button to what happened.
  useEffect(() => {
    if (justCreated) heading.current?.focus();
  }, [justCreated]);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {justCreated ? t('createSite.live') : t('siteSettings.yourWebsite')}
      </h1>
      <p role="status">
        {tElements(justCreated ? 'createSite.liveAt' : 'createSite.accountSiteAt', {
          name: site.name,
          url: (
            <a key="url" className="url" href={site.url} target="_blank" rel="noopener">
              {site.url}
            </a>
          ),
        })}
      </p>
      <ul>
        <li>
          {tElements('createSite.editPages', {
            link: (
              <Link key="link" to="/pages">
                {t('createSite.editPagesLink')}
              </Link>
            ),
          })}
        </li>
        <li>
          {tElements('createSite.settings', {
            link: (
              <Link key="link" to="/website">
                {t('nav.websiteSettings')}
              </Link>
            ),
          })}
        </li>
      </ul>
    </>
  );
}

function CreateSiteForm({ onCreated }: { onCreated: (site: SiteSummary) => void }) {
  const t = useT();
  const starters = useQuery(siteQueries.starters());
  const create = useCreateSite();
  const [starter, setStarter] = useState<SiteStarterId>('blank');
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const ids = useId();
  const typed = siteLabelFrom(label);
  const address = typed || siteLabelFrom(name);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((a) => a + 1);
    create.reset();
    const input: SiteCreate = { name, starter, ...(typed ? { label: typed } : {}) };
    const parsed = siteCreateSchema.safeParse(input);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues, input);
    setErrors(found);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        if (err.code === 'BK_ERR_SITE_LABEL_TAKEN') setErrors({ label: fieldRefusal(err.message, 'label') });
        else if (err.status === 400) setErrors(serverFieldErrors(err.detail));
      },
    });
  };

  const marked = Object.keys(errors).length;
  const failure =
    marked > 0
      ? t('createSite.notCreatedFields', { count: marked })
      : create.error
        ? t('createSite.notCreated', { message: create.error.message })
        : null;

  return (
    <>
      <h1>{t('nav.createWebsite')}</h1>
      <p>{t('createSite.intro')}</p>
      <form onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
        <h2 id={`${ids}-heading`} className="sr-only">
          {t('createSite.newWebsite')}
        </h2>
        <fieldset className="section starters" aria-describedby={errors.starter ? `${ids}-starter-error` : undefined}>
          <legend>{t('createSite.startFrom')}</legend>
          {starters.isPending ? (
            <Loading label={t('createSite.loadingStarters')} />
          ) : starters.isError ? (
            <LoadError what={t('createSite.starters')} error={starters.error} onRetry={() => starters.refetch()} />
          ) : (
            <ul className="starter-cards">
              {starters.data.starters.map((s) => (
                <li key={s.id} className="starter-card">
                  <input
                    id={`${ids}-${s.id}`}
                    type="radio"
                    name="starter"
                    value={s.id}
                    checked={starter === s.id}
                    onChange={() => setStarter(s.id)}
                    aria-describedby={`${ids}-${s.id}-about`}
                  />
                  <label className="starter-name" htmlFor={`${ids}-${s.id}`}>
                    {s.name}
                  </label>
                  <p className="hint starter-about" id={`${ids}-${s.id}-about`}>
                    {s.description} ({t('createSite.counts', { pages: s.pages, products: s.products })})
                  </p>
                </li>
              ))}
            </ul>
          )}
          {errors.starter ? (
            <p className="field-error" id={`${ids}-starter-error`}>
              {errors.starter}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('shop.product.name')}
          hint={t('createSite.nameHint')}
          required
          maxLength={80}
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('createSite.address')}
          hint={t('createSite.addressHint')}
          maxLength={63}
          autoComplete="off"
          spellCheck={false}
          value={label}
          error={errors.label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <p className="address-preview" aria-live="polite">
          {!address ? (
            <span className="hint">{t('createSite.typeName')}</span>
          ) : starters.data ? (
            <>
              {t('createSite.willBe')}{' '}
              <strong className="url">{starters.data.url_pattern.replace('{label}', address)}</strong>
              {typed ? null : ` ${t('createSite.numberAdded')}`}
            </>
          ) : (
            <>
              {t('createSite.willBegin')} <strong className="url">{address}.</strong>
            </>
          )}
        </p>
        <SaveRow
          label={t('createSite.create')}
          busyLabel={t('createSite.creating')}
          busy={create.isPending}
          error={failure}
          attempt={attempt}
        />
      </form>
    </>
  );
}
