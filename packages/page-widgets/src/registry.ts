/**
 * Every widget the page builder knows, by type. Adding a widget: one folder
 * under src/widgets/ (index.tsx; component.tsx and client.tsx for islands)
 * and one line here.
 */
import type { AnyWidget } from './define-widget.js';
import { withEntrance } from './widget-entrance.js';
import { withMotion } from './widget-motion.js';
import { animatedHeadline } from './widgets/animated-headline/index.js';
import { archivePosts } from './widgets/archive-posts/index.js';
import { beforeAfter } from './widgets/before-after/index.js';
import { button } from './widgets/button/index.js';
import { cart } from './widgets/cart/index.js';
import { column } from './widgets/column/index.js';
import { countdown } from './widgets/countdown/index.js';
import { form } from './widgets/form/index.js';
import { gallery } from './widgets/gallery/index.js';
import { heading } from './widgets/heading/index.js';
import { hotspots } from './widgets/hotspots/index.js';
import { image } from './widgets/image/index.js';
import { loopCarousel } from './widgets/loop-carousel/index.js';
import { loopGrid } from './widgets/loop-grid/index.js';
import { lottie } from './widgets/lottie/index.js';
import { mediaCarousel } from './widgets/media-carousel/index.js';
import { megaMenu } from './widgets/mega-menu/index.js';
import { myAccount } from './widgets/my-account/index.js';
import { navMenu } from './widgets/nav-menu/index.js';
import { popup } from './widgets/popup/index.js';
import { portfolio } from './widgets/portfolio/index.js';
import { posts } from './widgets/posts/index.js';
import { productImages } from './widgets/product-images/index.js';
import { searchForm } from './widgets/search-form/index.js';
import { section } from './widgets/section/index.js';
import { shareButtons } from './widgets/share-buttons/index.js';
import { slides } from './widgets/slides/index.js';
import { socialEmbed } from './widgets/social-embed/index.js';
import { tableOfContents } from './widgets/table-of-contents/index.js';
import { testimonialCarousel } from './widgets/testimonial-carousel/index.js';
import { text } from './widgets/text/index.js';

const ALL: readonly AnyWidget[] = [
  // layout
  section,
  column,
  // static content
  heading,
  text,
  image,
  button,
  // islands
  beforeAfter,
  countdown,
  shareButtons,
  tableOfContents,
  hotspots,
  mediaCarousel,
  testimonialCarousel,
  slides,
  gallery,
  lottie,
  posts,
  loopGrid,
  loopCarousel,
  productImages,
  archivePosts,
  portfolio,
  navMenu,
  megaMenu,
  animatedHeadline,
  socialEmbed,
  form,
  popup,
  searchForm,
  // shop pages (sample content in the editor)
  cart,
  myAccount,
];

export const widgets: ReadonlyMap<string, AnyWidget> = new Map(ALL.map((w) => [w.type, withMotion(withEntrance(w))]));
