/** One post as the grid shows it, per skin (classic, cards, full_content: its whole text, not the excerpt). */
import type { PostCard as Post } from '../../render/context.js';
import type { PostBlock } from './full-content.js';

function FullContent({ blocks }: { blocks: PostBlock[] }) {
  return (
    <div className="post-card-content">
      {blocks.map((b, i) => {
        // A block's place is its identity: the post's blocks keep their order and texts may repeat.
        const key = i;
        if ('heading' in b) return <h4 key={key}>{b.heading}</h4>;
        if ('paragraph' in b) return <p key={key}>{b.paragraph}</p>;
        const List = b.ordered ? 'ol' : 'ul';
        return (
          <List key={key}>
            {b.list.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items in their fixed order; texts may repeat.
              <li key={j}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

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
        {skin === 'full_content' && post.content?.length ? (
          <FullContent blocks={post.content} />
        ) : showExcerpt || skin === 'full_content' ? (
          <p>{post.excerpt}</p>
        ) : null}
      </div>
    </article>
  );
}
