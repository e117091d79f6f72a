/**
 * The upload form shared by the Media screen and the MediaPicker: images dropped on it or chosen (several at
 * once), each with its alt text (required unless the image is marked decorative), sent one after another
 * with a progress bar each, and the server's refusal shown on the file it refused. The same rules are
 * checked here first so a mistake is shown before a large file travels.
 */
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../components/text-field.js';
import { t, useT } from '../i18n/i18n.js';
import { type MediaImage, uploadImage, useMediaChanged } from './media-queries.js';

const MAX_BYTES = 8 * 1024 * 1024;
const ALT_MAX = 300;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface UploadProblems {
  file?: string;
  alt?: string;
}

/** What is wrong with an upload before it is sent (the server checks the same, and the bytes' real type). */
export function uploadProblems(file: { size: number } | null, alt: string, decorative: boolean): UploadProblems {
  const problems: UploadProblems = {};
  if (!file) problems.file = t('media.problem.noFile');
  else if (file.size > MAX_BYTES) problems.file = t('media.problem.tooLarge');
  if (!decorative && alt.trim() === '') problems.alt = t('media.problem.noAlt');
  else if (alt.length > ALT_MAX) problems.alt = t('media.problem.altTooLong', { max: ALT_MAX });
  return problems;
}

interface Item {
  key: number;
  file: File;
  /** A local address for the thumbnail, revoked when the item leaves the list. */
  preview: string;
  alt: string;
  decorative: boolean;
  problems: UploadProblems;
  /** Share of the bytes sent, while sending. */
  progress: number | null;
  error: string;
}

function FileRow({
  item,
  onChange,
  onRemove,
  busy,
}: {
  item: Item;
  onChange(patch: Partial<Item>): void;
  onRemove(): void;
  busy: boolean;
}) {
  const t = useT();
  return (
    <li className="upload-item">
      <fieldset>
        <legend>{t('media.kb', { name: item.file.name, value: Math.ceil(item.file.size / 1024) })}</legend>
        <img className="upload-thumb" src={item.preview} alt="" width={96} height={72} />
        <div className="upload-fields">
          {item.problems.file ? <p className="field-error">{item.problems.file}</p> : null}
          <TextField
            label={t('media.altText')}
            hint={t('media.whatTheImageShows')}
            value={item.decorative ? '' : item.alt}
            disabled={item.decorative || busy}
            maxLength={ALT_MAX}
            error={item.problems.alt}
            onChange={(e) => onChange({ alt: e.currentTarget.value })}
          />
          <div className="field checkbox">
            <label>
              <input
                type="checkbox"
                checked={item.decorative}
                disabled={busy}
                onChange={(e) => onChange({ decorative: e.currentTarget.checked })}
              />{' '}
              {t('media.decorativeAddsNothingTo')}
            </label>
          </div>
          {item.progress !== null ? (
            <progress max={1} value={item.progress} aria-label={`Upload of ${item.file.name}`} />
          ) : null}
          {item.error ? (
            <p role="alert">{t('media.couldNotUpload', { name: item.file.name, error: item.error })}</p>
          ) : null}
          <button type="button" onClick={onRemove} disabled={busy} aria-label={`Remove ${item.file.name}`}>
            {t('media.remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

export function UploadForm({ onUploaded }: { onUploaded?: (image: MediaImage) => void }) {
  const t = useT();
  const changed = useMediaChanged();
  const fileId = useId();
  const nextKey = useRef(0);
  const [items, setItems] = useState<Item[]>([]);
  const [noFile, setNoFile] = useState('');
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [inputKey, setInputKey] = useState(0);

  // Thumbnails are object URLs: each is given back when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  const add = (files: Iterable<File>) => {
    const added = [...files].map((file): Item => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return {
        key: nextKey.current++,
        file,
        preview,
        alt: '',
        decorative: false,
        problems: {},
        progress: null,
        error: '',
      };
    });
    if (added.length === 0) return;
    setNoFile('');
    setStatus('');
    setItems((now) => [...now, ...added]);
    setInputKey((k) => k + 1); // a new file input: the same file can be chosen again
  };

  const patch = (key: number, change: Partial<Item>) =>
    setItems((now) => now.map((it) => (it.key === key ? { ...it, ...change } : it)));
  const remove = (key: number) => {
    setItems((now) => {
      const gone = now.find((it) => it.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return now.filter((it) => it.key !== key);
    });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (items.length === 0) {
      setNoFile(uploadProblems(null, '', true).file ?? '');
      return;
    }
    const checked = items.map((it) => ({ ...it, problems: uploadProblems(it.file, it.alt, it.decorative) }));
    setItems(checked);
    if (checked.some((it) => it.problems.file || it.problems.alt)) return;
    setBusy(true);
    let sent = 0;
    for (const item of checked) {
      patch(item.key, { progress: 0, error: '' });
      try {
        const image = await uploadImage(item, (share) => patch(item.key, { progress: share }));
        sent += 1;
        remove(item.key);
        onUploaded?.(image);
      } catch (err) {
        patch(item.key, { progress: null, error: err instanceof Error ? err.message : String(err) });
      }
    }
    setBusy(false);
    await changed();
    const failed = checked.length - sent;
    setStatus(
      failed === 0 ? t('media.uploaded', { count: sent }) : t('media.uploadedSome', { sent, total: checked.length }),
    );
  };

  return (
    // The whole form takes a drop, so a file let go a little outside the marked zone is not lost to the browser.
    <form
      className="media-upload"
      onSubmit={submit}
      noValidate
      aria-label={t('media.uploadImages')}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="drop-zone" data-over={over}>
        <p>{t('media.dropImagesHereOr')}</p>
        <div className="field">
          <label htmlFor={fileId}>{t('media.imageFilesJpegPng')}</label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            multiple
            accept={ACCEPT}
            aria-invalid={noFile ? true : undefined}
            aria-describedby={noFile ? `${fileId}-error` : undefined}
            onChange={(e) => add(e.currentTarget.files ?? [])}
          />
          {noFile ? (
            <p className="field-error" id={`${fileId}-error`}>
              {noFile}
            </p>
          ) : null}
        </div>
      </div>
      {items.length > 0 ? (
        <ul className="upload-list">
          {items.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              busy={busy}
              onChange={(change) => patch(item.key, change)}
              onRemove={() => remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('builder.uploading') : t('media.upload')}
      </button>
      <p role="status" className="media-status">
        {status}
      </p>
    </form>
  );
}
