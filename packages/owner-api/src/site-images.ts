/** GET /api/owner/site/images: every image the site's pages show, and where. */

export interface SiteImagePage {
  page_id: number;
  title: string;
  path: string;
}

export interface SiteImage {
  src: string;
  /** The alt text beside its first use. */
  alt: string;
  /** The media library image it is (any of its sizes), or null for the theme's own and outside images. */
  media_id: string | null;
  /** The pages showing it, in the published page or in its newer draft. */
  pages: SiteImagePage[];
}
