-- Media library: the images owners upload for their site pages. The bytes live here,
-- not on one process's disk, so every server process serves the same images and nothing an
-- upload's 201 acknowledged is lost with a machine. Both tables lead with account_id (tenant key).

-- One uploaded image: its content hash (the public URLs' name), the alt text and what the original was.
CREATE TABLE media_images (
  account_id       text NOT NULL,
  image_id         text NOT NULL,                    -- sha-256 of the uploaded bytes, first 32 hex digits
  original_name    text NOT NULL,                    -- shown to the owner only, never used as a path
  mime_type        text NOT NULL,                    -- of the upload, from its magic bytes
  size_bytes       integer NOT NULL,
  width            integer NOT NULL,                 -- of the original, after EXIF rotation
  height           integer NOT NULL,
  alt              text NOT NULL,                    -- '' only when decorative
  decorative       boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, image_id),
  CHECK (decorative OR alt <> '')
);
CREATE INDEX media_images_recent ON media_images (account_id, created_at DESC);

-- The generated sizes (WebP, metadata stripped), served at /site/media/{account}/{image}-{width}.webp.
CREATE TABLE media_variants (
  account_id       text NOT NULL,
  image_id         text NOT NULL,
  width            integer NOT NULL,
  height           integer NOT NULL,
  content          bytea NOT NULL,
  PRIMARY KEY (account_id, image_id, width),
  FOREIGN KEY (account_id, image_id) REFERENCES media_images (account_id, image_id) ON DELETE CASCADE
);
