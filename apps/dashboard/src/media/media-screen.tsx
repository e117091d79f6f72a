/**
 * /admin/media: the account's images as a grid, with the upload form, and per
 * image its alt text (edited in place) and delete. Images are shown at their
 * smallest generated size (srcset lets the browser choose).
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type MediaImage, mediaQueries, useDeleteImage, useUpdateAlt } from './media-queries.js';
import { UploadForm } from './upload-form.js';

function AltEditor({ image, onDone }: { image: MediaImage; onDone: () => void }) {
  const update = useUpdateAlt();
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const [problem, setProblem] = useState<string | undefined>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!decorative && alt.trim() === '') {
      setProblem('Describe the image, or mark it decorative.');
      return;
    }
    update.mutate({ id: image.id, alt, decorative }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} noValidate aria-label={`Alt text of ${image.name || 'the image'}`}>
      <TextField
        label="Alt text"
        value={decorative ? '' : alt}
        disabled={decorative}
        maxLength={300}
        error={problem}
        autoFocus
        onChange={(e) => setAlt(e.currentTarget.value)}
      />
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.currentTarget.checked)} />{' '}
          Decorative
        </label>
      </div>
      <div className="button-row">
        <button type="submit" className="primary" disabled={update.isPending}>
          Save
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {update.isError ? <p role="alert">Could not save: {update.error.message}</p> : null}
    </form>
  );
}

function MediaCard({ image }: { image: MediaImage }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteImage();
  const label = image.decorative ? 'Decorative image' : image.alt;
  const confirmDelete = () => {
    if (window.confirm(`Delete “${image.name || label}”? Pages that show it will show a broken image.`))
      remove.mutate(image.id);
  };
  return (
    <li className="media-card">
      <img
        src={image.variants[0]?.url ?? image.url}
        srcSet={image.srcset}
        sizes="220px"
        alt={image.decorative ? '' : image.alt}
        width={image.variants[0]?.width}
        height={image.variants[0]?.height}
        loading="lazy"
      />
      <p className="media-name">{image.name || image.id}</p>
      <p className="hint">
        {image.width} × {image.height} px · {Math.ceil(image.size_bytes / 1024)} KB
      </p>
      {editing ? (
        <AltEditor image={image} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="media-alt">{image.decorative ? <em>Decorative (no alt text)</em> : image.alt}</p>
          <div className="button-row">
            <button type="button" onClick={() => setEditing(true)} aria-label={`Edit alt text: ${label}`}>
              Edit alt text
            </button>
            <button
              type="button"
              className="danger"
              onClick={confirmDelete}
              disabled={remove.isPending}
              aria-label={`Delete: ${label}`}
            >
              Delete
            </button>
          </div>
          {remove.isError ? <p role="alert">Could not delete: {remove.error.message}</p> : null}
        </>
      )}
    </li>
  );
}

export function MediaScreen() {
  const images = useQuery(mediaQueries.images());
  return (
    <>
      <h1>Media</h1>
      <p>Images for your site's pages. Each upload is stored at several widths and served to visitors as WebP.</p>
      <UploadForm />
      <h2>Your images</h2>
      {images.isPending ? (
        <Loading label="Loading your images" />
      ) : images.isError ? (
        <LoadError what="your images" error={images.error} onRetry={() => images.refetch()} />
      ) : images.data.length === 0 ? (
        <p>No images yet: upload the first one above.</p>
      ) : (
        <ul className="media-grid">
          {images.data.map((image) => (
            <MediaCard key={image.id} image={image} />
          ))}
        </ul>
      )}
    </>
  );
}
