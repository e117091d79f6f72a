/**
 * The clinic site's pages: each with its address, whether it is published or
 * has a draft, and a link to the editor; and a form to create a page (slug and
 * title; it starts as an unpublished, empty draft).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client.js';
import { Loading } from '../components/loading.js';
import { useCreatePage, usePages } from './pages-api.js';

export function PagesScreen() {
  const pages = usePages();
  const create = useCreatePage();
  const navigate = useNavigate();
  const [form, setForm] = useState({ title: '', slug: '' });

  return (
    <>
      <div className="screen-head">
        <h1>Site pages</h1>
      </div>
      {pages.isPending ? <Loading /> : null}
      {pages.error ? <p role="alert">{pages.error.message}</p> : null}
      {pages.data ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">State</th>
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
                    ? 'Draft, not published'
                    : p.has_draft
                      ? 'Published, draft pending'
                      : 'Published'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h2>New page</h2>
      <form
        className="filters"
        aria-label="New page"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ ...form, kind: 'page' }, { onSuccess: (page) => navigate(`/pages/${page.page_id}`) });
        }}
      >
        <div className="field">
          <label htmlFor="page-title">Title</label>
          <input
            id="page-title"
            required
            maxLength={200}
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor="page-slug">Address</label>
          <input
            id="page-slug"
            required
            maxLength={100}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            title="lowercase words joined by dashes"
            aria-describedby="page-slug-help"
            value={form.slug}
            onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value }))}
          />
          <small id="page-slug-help">The page lives at /address/ once published.</small>
        </div>
        <button type="submit" className="primary" disabled={create.isPending}>
          Create page
        </button>
        {create.error ? (
          <p role="alert">
            {create.error instanceof ApiError ? create.error.message : 'The page could not be created.'}
          </p>
        ) : null}
      </form>
    </>
  );
}
