/**
 * /admin/media: the account's images as a grid, with the upload form, and per
 * image its alt text (edited in place), the pages that show it, and delete,
 * which names those pages before it goes. Images are shown at their smallest
 * generated size (srcset lets the browser choose). Below, the images the
 * site's pages show that are not in the library (the theme's own), with their
 * address to reuse.
 */
import type { SiteImage, SiteImagePage } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { type MediaImage, mediaQueries, useDeleteImage, useUpdateAlt } from './media-queries.js';
import { UploadForm } from './upload-form.js';

function AltEditor({ image, onDone }: { image: MediaImage; onDone: () => void }) {
  const t = useT();
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
        label={t('media.altText')}
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
          {t('media.decorative')}
        </label>
      </div>
      <div className="button-row">
        <button type="submit" className="primary" disabled={update.isPending}>
          {t('media.save')}
        </button>
        <button type="button" onClick={onDone}>
          {t('media.cancel')}
        </button>
      </div>
      {update.isError ? <p role="alert">{t('media.couldNotSave', { message: update.error.message })}</p> : null}
    </form>
  );
}

const pageNames = (pages: SiteImagePage[]) => pages.map((p) => `“${p.title}” (${p.path})`).join(', ');

/** The question asked before deleting: it names the pages that still show the image. */
export function deleteQuestion(name: string, pages: SiteImagePage[]): string {
  if (pages.length === 0) return `Delete “${name}”? No page shows it.`;
  const which = pages.length === 1 ? 'This page shows it' : `These ${pages.length} pages show it`;
  return `Delete “${name}”? ${which}: ${pageNames(pages)}. They will show a broken image until you change them.`;
}

function UsedOn({ pages }: { pages: SiteImagePage[] | undefined }) {
  const t = useT();
  if (!pages) return null;
  return <p className="hint">{pages.length === 0 ? t('media.notOnAnyPage') : `On ${pageNames(pages)}.`}</p>;
}

function MediaCard({ image, pages }: { image: MediaImage; pages: SiteImagePage[] | undefined }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteImage();
  const label = image.decorative ? 'Decorative image' : image.alt;
  const confirmDelete = () => {
    if (window.confirm(deleteQuestion(image.name || label, pages ?? []))) remove.mutate(image.id);
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
        {t('media.pxKb', { width: image.width, height: image.height, value: Math.ceil(image.size_bytes / 1024) })}
      </p>
      <UsedOn pages={pages} />
      {editing ? (
        <AltEditor image={image} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="media-alt">{image.decorative ? <em>{t('media.decorativeNoAltText')}</em> : image.alt}</p>
          <div className="button-row">
            <button type="button" onClick={() => setEditing(true)} aria-label={`Edit alt text: ${label}`}>
              {t('media.editAltText')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={confirmDelete}
              disabled={remove.isPending}
              aria-label={`Delete: ${label}`}
            >
              {t('common.delete')}
            </button>
          </div>
          {remove.isError ? <p role="alert">{t('media.couldNotDelete', { message: remove.error.message })}</p> : null}
        </>
      )}
    </li>
  );
}

/** An image the pages show that is not in the library: where it is, and its address to reuse. */
function SiteImageCard({ image }: { image: SiteImage }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(image.src);
    setCopied(true);
  };
  return (
    <li className="media-card">
      <img src={image.src} alt={image.alt} width={220} height={150} loading="lazy" />
      <p className="media-name">
        <code>{image.src}</code>
      </p>
      <UsedOn pages={image.pages} />
      <div className="button-row">
        <button type="button" onClick={copy} aria-label={t('media.copyAddressOf', { name: image.alt || image.src })}>
          {copied ? t('media.copied') : t('media.copyAddress')}
        </button>
      </div>
    </li>
  );
}

export function MediaScreen() {
  const t = useT();
  const images = useQuery(mediaQueries.images());
  const site = useQuery(mediaQueries.siteImages());
  // The pages showing each library image, by its id (any of its sizes).
  const uses = new Map<string, SiteImagePage[]>();
  for (const used of site.data ?? []) {
    if (!used.media_id) continue;
    const pages = uses.get(used.media_id) ?? [];
    for (const p of used.pages) if (!pages.some((q) => q.page_id === p.page_id)) pages.push(p);
    uses.set(used.media_id, pages);
  }
  const themeImages = (site.data ?? []).filter((i) => !i.media_id);
  return (
    <>
      <h1>{t('nav.media')}</h1>
      <p>{t('media.imagesForYourSite')}</p>
      <UploadForm />
      <h2>{t('media.yourImages')}</h2>
      {images.isPending ? (
        <Loading label={t('media.loadingYourImages')} />
      ) : images.isError ? (
        <LoadError what={t('media.yourImages2')} error={images.error} onRetry={() => images.refetch()} />
      ) : images.data.length === 0 ? (
        <p>{t('media.noImagesYetUpload2')}</p>
      ) : (
        <ul className="media-grid">
          {images.data.map((image) => (
            <MediaCard key={image.id} image={image} pages={site.data ? (uses.get(image.id) ?? []) : undefined} />
          ))}
        </ul>
      )}
      {themeImages.length > 0 ? (
        <>
          <h2>{t('media.imagesOnYourSite')}</h2>
          <p>{t('media.yourPagesAlsoShow')}</p>
          <ul className="media-grid">
            {themeImages.map((image) => (
              <SiteImageCard key={image.src} image={image} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
