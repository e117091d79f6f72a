/**
 * The Products screen's CSV import: a file with the export's columns (Export CSV gives one to edit).
 * The server checks every row and stores all or nothing; its refusal lists each line to fix.
 */
import type { ShopProductsImportAnswer } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/client.js';
import { tElements, useT } from '../i18n/i18n.js';
import { shopQueries } from './shop-queries.js';

/** The file as text (FileReader, which every browser and the test DOM have, unlike Blob.text() in the latter). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/** The server's refusal as its lines: "nothing was imported…" then one "line N: …" each. */
function refusalLines(error: Error): string[] {
  const text = error instanceof ApiError ? error.detail.replace(/^csv: /, '') : error.message;
  return text.split('\n');
}

export function ProductsImport() {
  const t = useT();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) =>
      api<ShopProductsImportAnswer>('POST', '/api/owner/shop/products/import', { csv: await readText(f) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: shopQueries.allProducts() }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  const [summary, ...lines] = upload.error ? refusalLines(upload.error) : [];
  return (
    <form onSubmit={submit} aria-labelledby="products-import-title" className="section">
      <h2 id="products-import-title">{t('shop.import.title')}</h2>
      <p className="hint" id="products-import-hint">
        {tElements('shop.import.hint', {
          // The file's own column name, as the file must spell it.
          column: (
            <span key="column" lang="en">
              Product ID
            </span>
          ),
        })}
      </p>
      <div className="field">
        <label htmlFor="products-import-file">{t('shop.import.file')}</label>
        <input
          id="products-import-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="products-import-hint"
          onChange={(e) => {
            upload.reset();
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </div>
      {upload.error ? (
        <div className="form-error" role="alert">
          <p>{summary}</p>
          {lines.length > 0 ? (
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? t('shop.import.importing') : t('shop.import.import')}
        </button>{' '}
        <span role="status">
          {upload.data ? t('shop.import.done', { created: upload.data.created, updated: upload.data.updated }) : ''}
        </span>
      </p>
    </form>
  );
}
