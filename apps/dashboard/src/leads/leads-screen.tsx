/**
 * The leads table: search over every field, filter by pop-up and date,
 * paging, CSV export of the same filter. Other fields are listed under the
 * labels the owner gave them (the server maps input names to labels). Visitor
 * values are rendered as React text only, so markup a visitor typed shows as
 * characters and never runs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { useT } from '../i18n/i18n.js';
import { popupQueries } from '../popups/popups-queries.js';
import { deleteLead, leadQueries } from './leads-queries.js';

const PAGE_SIZE = 25;

/**
 * The column's name inside a cell, seen only where the table stacks (styles.css, a phone's width): a screen
 * reader already hears the column header, so it skips this copy.
 */
function CellLabel({ text }: { text: string }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {text}
    </span>
  );
}

/** A text cell; an empty one is left out of the stacked view rather than showing a name with nothing under it. */
function StackedCell({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <td className={className} data-empty={value === '' ? '' : undefined}>
      <CellLabel text={label} />
      <span>{value}</span>
    </td>
  );
}

export function LeadsScreen() {
  const t = useT();
  const [filters, setFilters] = useState({ q: '', popup: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const popups = useQuery(popupQueries.list());
  const params = { ...filters, page, page_size: PAGE_SIZE };
  const leads = useQuery(leadQueries.list(params));
  const set = (name: keyof typeof filters, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteLead,
    onSuccess: () => client.invalidateQueries({ queryKey: ['leads'] }),
  });
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.group.leads')}</h1>
        <a className="button" href={`/api/owner/leads.csv${query(filters)}`} download>
          {t('leads.exportCsv')}
        </a>
      </div>
      <form className="filters" aria-label={t('leads.filterLeads')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="leads-q">{t('leads.search')}</label>
          <input
            id="leads-q"
            type="search"
            value={filters.q}
            onChange={(e) => set('q', e.target.value)}
            placeholder={t('leads.anyFieldEmailName')}
          />
        </div>
        <div className="field">
          <label htmlFor="leads-popup">{t('leads.popUp')}</label>
          <select id="leads-popup" value={filters.popup} onChange={(e) => set('popup', e.target.value)}>
            <option value="">{t('leads.allPopUps')}</option>
            {popups.data?.map((p) => (
              <option key={p.poptin_id} value={p.poptin_id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="leads-from">{t('leads.from')}</label>
          <input id="leads-from" type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="leads-to">{t('leads.to')}</label>
          <input id="leads-to" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
        </div>
      </form>
      {remove.error ? (
        <p className="form-error" role="alert">
          {t('leads.couldNotDeleteThe', { message: remove.error.message })}
        </p>
      ) : null}
      <p className="hint">
        {t('leads.toFindDownloadOr')} <Link to="/privacy">{t('nav.privacy')}</Link>.
      </p>
      {leads.isPending ? (
        <Loading label={t('leads.loadingLeads')} />
      ) : leads.isError ? (
        <LoadError what={t('leads.leads')} error={leads.error} onRetry={() => leads.refetch()} />
      ) : leads.data.total === 0 ? (
        <Empty title={t('leads.noLeadsFound')}>
          <p>{t('leads.leadsAppearHereWhen')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('leads.count', { total: leads.data.total })}</p>
          <div className="table-wrap">
            <table className="stacked-table">
              <caption className="sr-only">{t('leads.leadsNewestFirst')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('leads.date')}</th>
                  <th scope="col">{t('signIn.email')}</th>
                  <th scope="col">{t('popups.col.name')}</th>
                  <th scope="col">{t('leads.phone')}</th>
                  <th scope="col">{t('leads.popUp')}</th>
                  <th scope="col">{t('leads.otherFields')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('popups.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {leads.data.leads.map((lead) => {
                  const who = lead.email || lead.name || formatDateTime(lead.created_at);
                  const hasOther = Object.keys(lead.fields).length > 0 || lead.consent !== null;
                  return (
                    <tr key={lead.conversion_id}>
                      <td className="nowrap">
                        <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
                      </td>
                      <StackedCell label={t('signIn.email')} className="lead-email" value={lead.email} />
                      <StackedCell label={t('popups.col.name')} className="lead-name" value={lead.name} />
                      <StackedCell label={t('leads.phone')} value={lead.phone} />
                      <StackedCell label={t('leads.popUp')} value={lead.popup_name} />
                      <td data-empty={hasOther ? undefined : ''}>
                        <CellLabel text={t('leads.otherFields')} />
                        {Object.keys(lead.fields).length > 0 ? (
                          <dl className="lead-fields">
                            {Object.entries(lead.fields).map(([label, value]) => (
                              <div key={label}>
                                <dt>{label}</dt>
                                <dd>{value}</dd>
                              </div>
                            ))}
                          </dl>
                        ) : null}
                        {lead.consent ? (
                          <p className="lead-consent">
                            {t('leads.consentedToOn', { text: lead.consent.text })}{' '}
                            <time dateTime={lead.consent.given_at}>{formatDateTime(lead.consent.given_at)}</time>
                          </p>
                        ) : null}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="danger"
                          aria-label={t('leads.deleteTheLeadFrom', { who })}
                          disabled={remove.isPending}
                          onClick={() => {
                            if (window.confirm(t('leads.confirmDelete', { who }))) remove.mutate(lead.conversion_id);
                          }}
                        >
                          {t('common.delete')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager label={t('leads.leadPages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </>
  );
}
