/** Posts widget (§3 Posts): skins, columns per device, posts per page and the load-more pagination types. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { Posts } from './component.js';
import { maxPage } from './pages.js';

const settings = z
  .object({
    skin: z.enum(['classic', 'cards', 'full_content']).default('cards'),
    columns: responsive(z.number().int().min(1).max(6), 3).default({ desktop: 3, tablet: 2, mobile: 1 } as never),
    perPage: z.number().int().min(1).max(12).default(3),
    paginationType: z.enum(['none', 'load_more_on_click', 'load_more_infinite_scroll']).default('load_more_on_click'),
    loadMoreLabel: z.string().min(1).max(40).default('Cargar más'),
    endLabel: z.string().min(1).max(80).default('No hay más artículos.'),
    showImage: z.boolean().default(true),
    showExcerpt: z.boolean().default(true),
    showDate: z.boolean().default(true),
    /** Cards in columns, each at its own height (no gaps under short cards), instead of rows. */
    masonry: z.boolean().default(false),
    /** The mark shown while more posts load. */
    loadMoreSpinner: z.enum(['circle', 'dots', 'none']).default('circle'),
  })
  .strict();

export const posts = defineWidget({
  type: 'posts',
  label: 'Entradas',
  settings,
  render: function PostsWidget({ id, settings: s }) {
    const { data, collector } = useRenderContext();
    collector.css.push(responsiveCss(`#posts-${id}`, { cols: s.columns }));
    const props = {
      id,
      // Only the full-content skin shows (and ships) each post's whole text.
      posts: data.recentPosts
        .slice(0, s.perPage)
        .map(({ content, ...post }) => (s.skin === 'full_content' && content ? { ...post, content } : post)),
      perPage: s.perPage,
      maxPage: maxPage(data.totalPosts, s.perPage),
      skin: s.skin,
      pagination: s.paginationType,
      loadMoreLabel: s.loadMoreLabel,
      endLabel: s.endLabel,
      showImage: s.showImage,
      showExcerpt: s.showExcerpt,
      showDate: s.showDate,
      masonry: s.masonry,
      spinner: s.loadMoreSpinner,
    };
    return (
      <div className="w w-posts" id={`posts-${id}`}>
        <Island name="posts" component={Posts} props={props} />
      </div>
    );
  },
  css: `.posts-grid{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:1.5rem}
.post-card{display:flex;flex-direction:column;min-width:0;overflow-wrap:break-word}
.post-card--cards{border:1px solid #d9e2e8;border-radius:10px;overflow:hidden;background:#fff}
.post-card-img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}
.post-card--classic .post-card-img{border-radius:8px}
.post-card-body{padding:.9rem 0}.post-card--cards .post-card-body{padding:1rem 1.1rem 1.2rem}
.post-card-title{font-size:1.1rem;margin:0 0 .3rem}.post-card-title a{text-decoration:none;color:var(--headings)}.post-card-title a:hover{text-decoration:underline}
.post-card time{display:block;font-size:.85rem;color:#4a5b67;margin-bottom:.4rem}.post-card p{margin:0;font-size:.97rem}
.posts-grid--masonry{display:block;columns:var(--cols);column-gap:1.5rem}.posts-grid--masonry>.post-card{break-inside:avoid;margin-bottom:1.5rem}
.post-card-content h4{font-size:1rem;margin:.8rem 0 .3rem}.post-card-content p,.post-card-content ul,.post-card-content ol{margin:0 0 .6rem;font-size:.97rem}
.posts-spin{display:inline-block;vertical-align:-.15em;margin-right:.45rem}
.posts-spin--circle{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:posts-turn .8s linear infinite}
.posts-spin--dots{width:1.6em;height:.5em;background:radial-gradient(circle,currentColor 40%,transparent 45%) 0 50%/33.3% 100% repeat-x;animation:posts-pulse 1s ease-in-out infinite}
@keyframes posts-turn{to{transform:rotate(1turn)}}@keyframes posts-pulse{50%{opacity:.35}}
@media (prefers-reduced-motion:reduce){.posts-spin{animation:none}}
.posts-more{text-align:center;margin-top:1.5rem;min-height:3rem}.posts-status{margin:.5rem 0 0;color:#4a5b67}.posts-status:empty{display:none}`,
});
