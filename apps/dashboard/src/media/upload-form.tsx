/**
 * The upload form shared by the Media screen and the MediaPicker: an image
 * file, its alt text (required unless the image is marked decorative), and
 * the server's refusal shown next to the form. The same rules are checked
 * here first so a mistake is shown before a large file travels.
 */
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../components/text-field.js';
import { type MediaImage, useUploadImage } from './media-queries.js';

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
  if (!file) problems.file = 'Choose an image file.';
  else if (file.size > MAX_BYTES) problems.file = 'The image is larger than 8 MB, the limit for one image.';
  if (!decorative && alt.trim() === '')
    problems.alt = 'Describe the image, or mark it decorative if it adds nothing to the page.';
  else if (alt.length > ALT_MAX) problems.alt = `Keep the description to ${ALT_MAX} characters.`;
  return problems;
}

export function UploadForm({ onUploaded }: { onUploaded?: (image: MediaImage) => void }) {
  const upload = useUploadImage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [problems, setProblems] = useState<UploadProblems>({});
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = uploadProblems(file, alt, decorative);
    setProblems(found);
    if (!file || found.file || found.alt) return;
    upload.mutate(
      { file, alt, decorative },
      {
        onSuccess: (image) => {
          setFile(null);
          setAlt('');
          setDecorative(false);
          setFormKey((k) => k + 1); // a new file input: the chosen file is cleared
          onUploaded?.(image);
        },
      },
    );
  };

  return (
    <form className="media-upload" onSubmit={submit} noValidate aria-label="Upload an image">
      <div className="field">
        <label htmlFor={fileId}>Image file (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)</label>
        <input
          key={formKey}
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-invalid={problems.file ? true : undefined}
          aria-describedby={problems.file ? `${fileId}-error` : undefined}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        {problems.file ? (
          <p className="field-error" id={`${fileId}-error`}>
            {problems.file}
          </p>
        ) : null}
      </div>
      <TextField
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        value={decorative ? '' : alt}
        disabled={decorative}
        maxLength={ALT_MAX}
        error={problems.alt}
        onChange={(e) => setAlt(e.currentTarget.value)}
      />
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.currentTarget.checked)} />{' '}
          Decorative (adds nothing to the page: screen readers skip it)
        </label>
      </div>
      <button type="submit" className="primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
      <p role="status" className="media-status">
        {upload.isSuccess ? 'Uploaded.' : ''}
      </p>
      {upload.isError ? <p role="alert">Could not upload: {upload.error.message}</p> : null}
    </form>
  );
}
