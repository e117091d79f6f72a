/**
 * The pop-ups list: each pop-up with its A/B variants under it, switch
 * on/off, duplicate, delete, and a link into the builder. Empty and loading
 * states included.
 */

import type { PopupSummary } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { popupQueries, useDeletePopup, useDuplicatePopup, useTogglePopup } from './popups-queries.js';

/** Parents in list order, each followed by its variants. */
export function grouped(popups: readonly PopupSummary[]): PopupSummary[] {
  const variants = new Map<string, PopupSummary[]>();
  for (const p of popups) {
    if (p.ab_test_parent_id) variants.set(p.ab_test_parent_id, [...(variants.get(p.ab_test_parent_id) ?? []), p]);
  }
  const ids = new Set(popups.map((p) => p.poptin_id));
  return popups
    .filter((p) => !p.ab_test_parent_id || !ids.has(p.ab_test_parent_id))
    .flatMap((p) => [p, ...(variants.get(p.poptin_id) ?? [])]);
}

export function PopupsScreen() {
  const popups = useQuery(popupQueries.list());
  const toggle = useTogglePopup();
  const duplicate = useDuplicatePopup();
  const remove = useDeletePopup();
  const failed = toggle.error ?? duplicate.error ?? remove.error;

  return (
    <>
      <div className="screen-head">
        <h1>Pop-ups</h1>
        <span className="actions">
          <Link className="button" to="/popups/templates">
            Start from a template
          </Link>
          <Link className="button primary" to="/popups/new">
            New pop-up
          </Link>
        </span>
      </div>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      {popups.isPending ? (
        <Loading label="Loading pop-ups" />
      ) : popups.isError ? (
        <LoadError what="your pop-ups" error={popups.error} onRetry={() => popups.refetch()} />
      ) : popups.data.length === 0 ? (
        <Empty title="No pop-ups yet">
          <p>Create your first pop-up, then add the snippet from the Install page to your site.</p>
        </Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="sr-only">Your pop-ups</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {grouped(popups.data).map((p) => (
                <tr key={p.poptin_id} className={p.ab_test_parent_id ? 'variant-row' : undefined}>
                  <th scope="row">
                    <Link to={`/popups/${p.poptin_id}`}>{p.name}</Link>
                    {p.ab_test_parent_id ? <span className="tag">A/B variant · weight {p.ab_weight}</span> : null}
                  </th>
                  <td>
                    {p.poptin_type} · format {p.poptin_format}
                  </td>
                  <td>
                    <label className="switch">
                      <input
                        type="checkbox"
                        checked={p.is_active}
                        onChange={(e) => toggle.mutate({ id: p.poptin_id, active: e.target.checked })}
                      />
                      <span>{p.is_active ? 'On' : 'Off'}</span>
                      <span className="sr-only"> — show {p.name} on my site</span>
                    </label>
                  </td>
                  <td className="actions">
                    <button type="button" onClick={() => duplicate.mutate(p.poptin_id)}>
                      Duplicate<span className="sr-only"> {p.name}</span>
                    </button>
                    <button
                      type="button"
                      className="danger"
                      onClick={() => {
                        if (window.confirm(`Delete “${p.name}”${p.ab_test_parent_id ? '' : ' and its variants'}?`)) {
                          remove.mutate(p.poptin_id);
                        }
                      }}
                    >
                      Delete<span className="sr-only"> {p.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
