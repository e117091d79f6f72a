/**
 * A CSV upload form: the file chosen, sent as text by `send`, and the answer said in the status line. The
 * server checks every row and stores all or nothing; its refusal ("nothing was imported…" then one
 * "line N: Column: …" each) is listed line by line, in the person's language (csv-refusal.ts). Screen-specific fields (a platform, a currency) come
 * in as children, above the file.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { csvRefusal } from './csv-refusal.js';

/** The file as text (FileReader, which every browser and the test DOM have, unlike Blob.text() in the latter). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

export function CsvImportForm<T>({
  idPrefix,
  title,
  hint,
  send,
  invalidates,
  doneText,
  children,
}: {
  /** Prefix of the form's element ids (`…-title`, `…-hint`, `…-file`), unique on the screen. */
  idPrefix: string;
  title: string;
  hint: ReactNode;
  send(csv: string): Promise<T>;
  /** The queries the import changes: fetched again once it is stored. */
  invalidates: QueryKey;
  doneText(answer: T): string;
  children?: ReactNode;
}) {
  const t = useT();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) => send(await readText(f)),
    onSuccess: () => void client.invalidateQueries({ queryKey: invalidates }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  const { summary, lines } = upload.error ? csvRefusal(upload.error) : { summary: '', lines: [] };
  return (
    <form onSubmit={submit} aria-labelledby={`${idPrefix}-title`} className="section">
      <h2 id={`${idPrefix}-title`}>{title}</h2>
      <p className="hint" id={`${idPrefix}-hint`}>
        {hint}
      </p>
      {children}
      <div className="field">
        <label htmlFor={`${idPrefix}-file`}>{t('shop.import.file')}</label>
        <input
          id={`${idPrefix}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${idPrefix}-hint`}
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
        <span role="status">{upload.data === undefined ? '' : doneText(upload.data)}</span>
      </p>
    </form>
  );
}
