/**
 * The product form's images: the pictures in the order
 * the shop shows them (the first on the product's card), each with its alt
 * text, moved up or down or removed, and new ones chosen from the media
 * library (which also uploads). Nothing is stored until the product is saved.
 */
import type { ShopProductImage } from '@beckon/owner-api';
import { useState } from 'react';
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { MediaPicker } from '../media/media-picker.js';
import type { FieldErrors } from '../validation.js';

/** An image in the form, with a key of its own: images move, and may repeat. */
export interface ImageDraft extends ShopProductImage {
  key: number;
}

let lastKey = 0;
export const imageDraft = (image: ShopProductImage): ImageDraft => ({ ...image, key: ++lastKey });
export const imageOfDraft = ({ key: _key, ...image }: ImageDraft): ShopProductImage => image;

export function ProductImagesField({
  images,
  errors,
  max,
  onChange,
}: {
  images: ImageDraft[];
  errors: FieldErrors;
  max: number;
  onChange(images: ImageDraft[]): void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const label = (i: number) => t('shop.images.numbered', { n: i + 1 });
  return (
    <fieldset className="product-images">
      <legend>{t('shop.images.title')}</legend>
      <p className="hint">{t('shop.images.hint')}</p>
      {errors.images ? <p className="field-error">{errors.images}</p> : null}
      {images.length === 0 ? <p>{t('shop.images.none')}</p> : null}
      <ol className="product-image-list">
        {images.map((image, i) => (
          <li key={image.key} className="product-image-row">
            <img src={image.url} alt="" width={96} height={Math.round((96 * image.height) / image.width)} />
            <div>
              <TextField
                label={t('shop.images.alt', { image: label(i) })}
                hint={t('shop.images.altHint')}
                maxLength={250}
                value={image.alt}
                error={errors[`images.${i}.alt`] ?? errors[`images.${i}.url`]}
                onChange={(e) => onChange(images.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
              />
              <ItemTools
                name={label(i)}
                index={i}
                count={images.length}
                onMove={(from, to) => onChange(moveItem(images, from, to))}
                onRemove={() => onChange(images.filter((_, j) => j !== i))}
              />
            </div>
          </li>
        ))}
      </ol>
      {images.length < max ? (
        <button type="button" aria-expanded={picking} onClick={() => setPicking((o) => !o)}>
          {picking ? t('shop.images.closeLibrary') : t('shop.images.add')}
        </button>
      ) : (
        <p className="hint">{t('shop.images.max', { max })}</p>
      )}
      {picking ? (
        <MediaPicker
          onPick={(picked) => {
            onChange([
              ...images,
              imageDraft({ url: picked.url, alt: picked.alt, width: picked.width, height: picked.height }),
            ]);
            setPicking(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}
