/**
 * The website's pages: each with its address, whether it is published or
 * has a draft, and a link to the editor; and a form to create a page (slug,
 * title and, optionally, a main-menu entry shown once it is published; it
 * starts as an unpublished, empty draft).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client.js';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { pageQueries, useCreatePage } from './pages-queries.js';
import { SiteMenuSection } from './site-menu-section.js';

export function PagesScreen() {
  const t = useT();
  const pages = useQuery(pageQueries.list());
  const create = useCreatePage();
  const navigate = useNavigate();
  const [form, setForm] = useState({ title: '', slug: '', menuLabel: '', menuPosition: '' });

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.pages')}</h1>
      </div>
      {pages.isPending ? <Loading /> : null}
      {pages.error ? <p role="alert">{pages.error.message}</p> : null}
      {pages.data ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('editor.title')}</th>
              <th scope="col">{t('editor.address')}</th>
              <th scope="col">{t('editor.state')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((p) => (
              <tr key={p.page_id}>
                <td>
                  <Link to={`/pages/${p.page_id}`}>{p.title}</Link>
                </td>
                <td>
                  <code>{p.path}</code>
                </td>
                <td>
                  {p.published_version === null
                    ? t('editor.draftNotPublished')
                    : p.has_draft
                      ? t('editor.publishedDraftPending')
                      : t('editor.published')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <SiteMenuSection />
      <h2>{t('editor.newPage')}</h2>
      <form
        className="filters"
        aria-label={t('editor.newPage')}
        onSubmit={(e) => {
          e.preventDefault();
          const label = form.menuLabel.trim();
          // The form counts from 1; the API from 0. No place given: the end of the menu.
          const position = form.menuPosition === '' ? 99 : Number(form.menuPosition) - 1;
          create.mutate(
            {
              title: form.title,
              slug: form.slug,
              kind: 'page',
              ...(label ? { menu: { label, position } } : {}),
            },
            { onSuccess: (page) => navigate(`/pages/${page.page_id}`) },
          );
        }}
      >
        <div className="field">
          <label htmlFor="page-title">{t('editor.title')}</label>
          <input
            id="page-title"
            required
            maxLength={200}
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor="page-slug">{t('editor.address')}</label>
          <input
            id="page-slug"
            required
            maxLength={100}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            title={t('editor.lowercaseWordsJoinedBy')}
            aria-describedby="page-slug-help"
            value={form.slug}
            onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value }))}
          />
          <small id="page-slug-help">{t('editor.thePageLivesAt')}</small>
        </div>
        <div className="field">
          <label htmlFor="page-menu-label">{t('editor.menuLabelOptional')}</label>
          <input
            id="page-menu-label"
            maxLength={60}
            aria-describedby="page-menu-help"
            value={form.menuLabel}
            onChange={(e) => setForm((f) => ({ ...f, menuLabel: e.target.value }))}
          />
          <small id="page-menu-help">{t('editor.addsThePageTo')}</small>
        </div>
        <div className="field">
          <label htmlFor="page-menu-position">{t('editor.placeInTheMenu')}</label>
          <input
            id="page-menu-position"
            type="number"
            min={1}
            max={100}
            placeholder={t('editor.last')}
            disabled={form.menuLabel.trim() === ''}
            value={form.menuPosition}
            onChange={(e) => setForm((f) => ({ ...f, menuPosition: e.target.value }))}
          />
        </div>
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('editor.createPage')}
        </button>
        {create.error ? (
          <p role="alert">{create.error instanceof ApiError ? create.error.message : t('editor.thePageCouldNot')}</p>
        ) : null}
      </form>
    </>
  );
}
