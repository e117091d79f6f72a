/**
 * MediaPicker: chooses an image of the account's media library for an image
 * setting (the page editor's image and gallery fields). Each image is a
 * button (Tab to it, Enter or Space picks it); a new image can be uploaded
 * here too and is picked at once. The images the site's pages already show
 * (the theme's own) are listed after the library, to be reused. `onPick`
 * receives the URL, alt text and the size the URL is served at (0 when not
 * known), ready for the image widget's src, alt, width and height.
 */
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { mediaQueries, type PickedImage, pickedFrom, pickedFromSite } from './media-queries.js';
import { UploadForm } from './upload-form.js';

export interface MediaPickerProps {
  onPick(image: PickedImage): void;
  /** The setting's current URL, shown as chosen. */
  selectedUrl?: string;
}

export function MediaPicker({ onPick, selectedUrl }: MediaPickerProps) {
  const t = useT();
  const images = useQuery(mediaQueries.images());
  const site = useQuery(mediaQueries.siteImages());
  const themeImages = (site.data ?? []).filter((i) => !i.media_id);
  return (
    <section className="media-picker" aria-label={t('media.mediaLibrary')}>
      {images.isPending ? (
        <Loading label={t('media.loadingYourImages')} />
      ) : images.isError ? (
        <p role="alert">{t('media.couldNotLoadYour', { message: images.error.message })}</p>
      ) : images.data.length === 0 ? (
        <p>{t('media.noImagesYetUpload')}</p>
      ) : (
        <ul className="media-grid">
          {images.data.map((image) => {
            const chosen = selectedUrl !== undefined && image.variants.some((v) => v.url === selectedUrl);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  className="media-choice"
                  aria-pressed={chosen}
                  aria-label={image.decorative ? t('media.decorativeImage', { name: image.name }) : image.alt}
                  onClick={() => onPick(pickedFrom(image))}
                >
                  <img src={image.variants[0]?.url ?? image.url} alt="" width={160} height={120} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {themeImages.length > 0 ? (
        <>
          <h3>{t('media.onYourSite')}</h3>
          <ul className="media-grid">
            {themeImages.map((image) => (
              <li key={image.src}>
                <button
                  type="button"
                  className="media-choice"
                  aria-pressed={selectedUrl === image.src}
                  aria-label={image.alt || image.src}
                  onClick={() => onPick(pickedFromSite(image))}
                >
                  <img src={image.src} alt="" width={160} height={120} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details className="media-picker-upload">
        <summary>{t('media.uploadANewImage')}</summary>
        <UploadForm onUploaded={(image) => onPick(pickedFrom(image))} />
      </details>
    </section>
  );
}
