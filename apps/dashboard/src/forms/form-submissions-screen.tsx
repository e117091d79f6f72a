/**
 * The site forms' submissions: newest first, a page at a time, each with its fields under the
 * form's labels and its files as download links. The links and the CSV are plain same-origin GETs: the
 * session cookie is what lets them through (the server answers 401 without it, 404 for another account's
 * file). Visitor values are React text only, so markup a visitor typed shows as characters and never runs.
 */
import type { FormSubmissionsAnswer } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { useT } from '../i18n/i18n.js';
import { formQueries, PAGE_SIZE } from './form-queries.js';

type Submission = FormSubmissionsAnswer['submissions'][number];

/** The acceptance and checkbox values the form sends, said in words. */
function showValue(value: string | string[] | undefined): string {
  if (value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  return value === 'on' ? 'Yes' : value;
}

function showSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

/**
 * Label and value per field: the form's fields in its order, then any value whose field the form no longer
 * has (under its id). Fields with files are listed with the files instead; an empty field shows a dash.
 */
function rows(s: Submission): [id: string, label: string, value: string][] {
  const withFiles = new Set(s.files.map((f) => f.field_id));
  const ids = [...Object.keys(s.labels), ...Object.keys(s.fields).filter((id) => !(id in s.labels))];
  return ids.filter((id) => !withFiles.has(id)).map((id) => [id, s.labels[id] ?? id, showValue(s.fields[id])]);
}

function SubmissionCard({ submission: s }: { submission: Submission }) {
  const t = useT();
  const when = formatDateTime(s.created_at);
  const titleId = `submission-${s.id}`;
  return (
    <article className="submission" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {s.form_name} <span className="hint">· {when}</span>
      </h2>
      <dl>
        {rows(s).map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {s.files.length > 0 ? (
        <ul className="submission-files" aria-label={t('forms.attachedFiles')}>
          {s.files.map((f) => (
            <li key={f.file_id}>
              {s.labels[f.field_id] ?? f.field_id}:{' '}
              <a href={`/api/owner/form-files/${encodeURIComponent(f.file_id)}`} download={f.name}>
                {f.name}
              </a>{' '}
              <span className="hint">({showSize(f.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function FormSubmissionsScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const answer = useQuery(formQueries.submissions(page));
  const pages = answer.data ? Math.max(1, Math.ceil(answer.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.forms')}</h1>
        {answer.data && answer.data.total > 0 ? (
          <a className="button" href="/api/owner/form-submissions.csv" download>
            {t('leads.exportCsv')}
          </a>
        ) : null}
      </div>
      {answer.isPending ? (
        <Loading label={t('forms.loadingFormSubmissions')} />
      ) : answer.isError ? (
        <LoadError what={t('forms.formSubmissions')} error={answer.error} onRetry={() => answer.refetch()} />
      ) : answer.data.total === 0 ? (
        <Empty title={t('forms.noFormSubmissionsYet')}>
          <p>{t('forms.whenAVisitorSends')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('forms.count', { total: answer.data.total })}</p>
          {answer.data.submissions.map((s) => (
            <SubmissionCard key={s.id} submission={s} />
          ))}
          {pages > 1 ? <Pager label={t('forms.submissionPages')} page={page} pages={pages} onPage={setPage} /> : null}
        </>
      )}
    </>
  );
}
