/**
 * The media library's queries. Every one is scoped by account_id, the tenant
 * key leading both tables' primary keys. An upload is one transaction (the
 * image row and all its sizes), so a 201 means every size is stored.
 */
import type { Db, Queryable } from '@beckon/db';
import type { Variant } from './media-images.js';

export interface MediaImageRow {
  image_id: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  created_at: string;
  /** Generated widths and heights, ascending by width. */
  variants: { width: number; height: number }[];
}

export interface NewImage {
  imageId: string;
  name: string;
  mime: string;
  sizeBytes: number;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  variants: readonly Variant[];
}

const SELECT_IMAGES = `
  SELECT i.image_id, i.original_name, i.mime_type, i.size_bytes, i.width, i.height, i.alt, i.decorative,
         to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
         (SELECT json_agg(json_build_object('width', v.width, 'height', v.height) ORDER BY v.width)
            FROM media_variants v WHERE v.account_id = i.account_id AND v.image_id = i.image_id) AS variants
    FROM media_images i`;

function normalise(row: MediaImageRow): MediaImageRow {
  const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
  return { ...row, variants: variants ?? [] };
}

export async function findImage(db: Queryable, accountId: string, imageId: string): Promise<MediaImageRow | null> {
  const { rows } = await db.query<MediaImageRow>(`${SELECT_IMAGES} WHERE i.account_id = $1 AND i.image_id = $2`, [
    accountId,
    imageId,
  ]);
  return rows[0] ? normalise(rows[0]) : null;
}

/**
 * Stores the image and its sizes; the same bytes uploaded again by the same
 * account keep the first copy (same hash, same URLs). `created` says which.
 */
export async function insertImage(
  db: Db,
  accountId: string,
  image: NewImage,
): Promise<{ row: MediaImageRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ image_id: string }>(
      `INSERT INTO media_images (account_id, image_id, original_name, mime_type, size_bytes, width, height, alt, decorative)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (account_id, image_id) DO NOTHING RETURNING image_id`,
      [
        accountId,
        image.imageId,
        image.name,
        image.mime,
        image.sizeBytes,
        image.width,
        image.height,
        image.alt,
        image.decorative,
      ],
    );
    const created = rows.length === 1;
    if (created)
      for (const v of image.variants)
        await tx.query(
          'INSERT INTO media_variants (account_id, image_id, width, height, content) VALUES ($1, $2, $3, $4, $5)',
          [accountId, image.imageId, v.width, v.height, v.content],
        );
    const row = await findImage(tx, accountId, image.imageId);
    if (!row) throw new Error(`media image ${image.imageId} vanished inside its own transaction`);
    return { row, created };
  });
}

/** The account's images, newest first (no bytes). */
export async function listImages(db: Queryable, accountId: string, limit: number): Promise<MediaImageRow[]> {
  const { rows } = await db.query<MediaImageRow>(
    `${SELECT_IMAGES} WHERE i.account_id = $1 ORDER BY i.created_at DESC, i.image_id LIMIT $2`,
    [accountId, limit],
  );
  return rows.map(normalise);
}

/** Sets the alt text (or marks the image decorative); false when the account has no such image. */
export async function updateAlt(
  db: Queryable,
  accountId: string,
  imageId: string,
  alt: string,
  decorative: boolean,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE media_images SET alt = $3, decorative = $4 WHERE account_id = $1 AND image_id = $2 RETURNING image_id',
    [accountId, imageId, alt, decorative],
  );
  return rows.length === 1;
}

/** Deletes the image and its sizes; false when the account has no such image. */
export async function deleteImage(db: Queryable, accountId: string, imageId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM media_images WHERE account_id = $1 AND image_id = $2 RETURNING image_id',
    [accountId, imageId],
  );
  return rows.length === 1;
}

/** One generated size's WebP bytes, or null. */
export async function readVariant(
  db: Queryable,
  accountId: string,
  imageId: string,
  width: number,
): Promise<Buffer | null> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM media_variants WHERE account_id = $1 AND image_id = $2 AND width = $3',
    [accountId, imageId, width],
  );
  const content = rows[0]?.content;
  return content ? Buffer.from(content.buffer, content.byteOffset, content.byteLength) : null;
}
