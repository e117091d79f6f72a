/** One post as the grid shows it, per skin (classic, cards, full_content). */
import type { PostCard as Post } from '../../render/context.js';

const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function PostCard({
  post,
  skin,
  showImage,
  showExcerpt,
  showDate,
}: {
  post: Post;
  skin: string;
  showImage: boolean;
  showExcerpt: boolean;
  showDate: boolean;
}) {
  return (
    <article className={`post-card post-card--${skin}`}>
      {showImage && post.image ? (
        <img className="post-card-img" src={post.image} alt="" width={1200} height={800} loading="lazy" />
      ) : null}
      <div className="post-card-body">
        <h3 className="post-card-title">
          <a href={post.path}>{post.title}</a>
        </h3>
        {showDate ? <time dateTime={post.date}>{DATE.format(new Date(post.date))}</time> : null}
        {showExcerpt || skin === 'full_content' ? <p>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
