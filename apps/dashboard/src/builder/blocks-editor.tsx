/**
 * The content blocks of one screen (design.screens.main / thank_you):
 * headings and texts (with dynamic text tags), images, the form, buttons, a
 * countdown, a coupon, social buttons and store products; add, remove and reorder with buttons, so it works
 * from the keyboard.
 */
import type { Block } from '@beckon/popup-schema';
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { type MessageId, useT, t as words } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { getIn } from './draft.js';
import { Section, SelectInput, TextInput } from './inputs.js';
import { TickerFields, VideoFields } from './media-block-fields.js';
import { ProductButtonFields, ProductsFields } from './product-block-fields.js';
import { newSocialLink, SocialFields } from './social-block-fields.js';
import { DEFAULT_TIMER, TimerEditor } from './timer-editor.js';

/** A new block of each kind, its words in the dashboard's language (the owner edits them). */
export const newBlocks = (): Record<Block['kind'], Block> => ({
  heading: { kind: 'heading', text: words('builder.default.block.heading') },
  text: { kind: 'text', text: words('builder.default.block.text') },
  image: { kind: 'image', src: 'https://', alt: '' },
  form: { kind: 'form' },
  button: { kind: 'button', label: words('builder.default.block.button'), action: 'close', url: '' },
  timer: { kind: 'timer' },
  coupon: { kind: 'coupon' },
  ticker: { kind: 'ticker', text: words('builder.default.block.ticker'), speed: 7000 },
  video: { kind: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: '' },
  social: { kind: 'social', links: [newSocialLink([])] },
  products: {
    kind: 'products',
    source: 'shopify',
    category: 'manual',
    manual_products: [],
    collection: '',
    count: 3,
    layout: 'horizontal',
    size: 5,
    buttons_action: 'add_to_cart',
    button_text: words('builder.products.addToCart'),
  },
  product_button: {
    kind: 'product_button',
    source: 'shopify',
    product_id: '1',
    variant_id: '1',
    product_name: '',
    product_url: '/products/',
    button_text: words('builder.products.addToCart'),
    buttons_action: 'add_to_cart',
  },
});

const KIND_NAMES: Record<Block['kind'], MessageId> = {
  heading: 'builder.block.heading',
  text: 'builder.block.text',
  image: 'builder.block.image',
  form: 'builder.block.form',
  button: 'builder.block.button',
  timer: 'builder.block.timer',
  coupon: 'builder.block.coupon',
  ticker: 'builder.block.ticker',
  video: 'builder.block.video',
  social: 'builder.block.social',
  products: 'builder.block.products',
  product_button: 'builder.block.product_button',
};

const COUPON_PATH = ['design', 'design_properties', 'coupon'] as const;
const TIMER_PATH = ['design', 'design_properties', 'timer'] as const;

/** The widget's merge tags, the same in every language. */
const TAGS = '{curr_year}, {curr_mon}, {next_mon}, {today_day}, {tomo_day}, {today_dmy}, {tomo_mdy}';

export function BlocksEditor({
  screen,
  title,
}: {
  screen: 'main' | 'thank_you' | 'mobile_main' | 'mobile_thank_you';
  title: string;
}) {
  const t = useT();
  const { draft, set } = useBuilder();
  const path = ['design', 'screens', screen] as const;
  const blocks = (getIn(draft, path) as Block[] | undefined) ?? [];
  const write = (next: Block[]) => set(path, next);
  const move = (from: number, to: number) => write(moveItem(blocks, from, to));
  // The lead form belongs on the screen that collects the lead; a thank-you screen draws no form (thank-you.tsx).
  const kinds = (Object.keys(newBlocks()) as Block['kind'][]).filter(
    (k) => k !== 'form' || !screen.endsWith('thank_you'),
  );

  const add = (kind: Block['kind']) => {
    write([...blocks, newBlocks()[kind]]);
    // A timer or coupon block without its setting would draw nothing: start it with a working value.
    if (kind === 'timer' && !getIn(draft, TIMER_PATH)) set(TIMER_PATH, DEFAULT_TIMER);
    if (kind === 'coupon' && !getIn(draft, COUPON_PATH)) set(COUPON_PATH, 'WELCOME10');
  };

  return (
    <Section title={title}>
      {blocks.length === 0 ? <p className="hint">{t('builder.noContentYetAdd')}</p> : null}
      <ol className="blocks">
        {blocks.map((block, i) => {
          const at = [...path, i];
          const name = t('builder.block.numbered', { name: t(KIND_NAMES[block.kind]), n: i + 1 });
          return (
            // Blocks have no ids; position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${block.kind}-${i}`} className="block" id={`builder-block-${screen}-${i}`}>
              <div className="block-head">
                <h4>{name}</h4>
                <ItemTools
                  name={name}
                  index={i}
                  count={blocks.length}
                  onMove={move}
                  onRemove={() => write(blocks.filter((_, j) => j !== i))}
                />
              </div>
              {block.kind === 'heading' ? (
                <TextInput
                  label={t('builder.headingText')}
                  path={[...at, 'text']}
                  hint={t('builder.dynamicTags', { tags: TAGS })}
                />
              ) : null}
              {block.kind === 'text' ? (
                <TextInput
                  label={t('builder.text')}
                  path={[...at, 'text']}
                  multiline
                  hint={t('builder.dynamicTags', { tags: TAGS })}
                />
              ) : null}
              {block.kind === 'image' ? (
                <>
                  <TextInput label={t('builder.imageUrl')} path={[...at, 'src']} />
                  <TextInput
                    label={t('builder.alternativeText')}
                    path={[...at, 'alt']}
                    hint={t('builder.describeTheImageFor')}
                  />
                </>
              ) : null}
              {/* One timer and one code per pop-up: every timer or coupon block shows the same one. */}
              {block.kind === 'timer' ? <TimerEditor /> : null}
              {block.kind === 'coupon' ? <p className="hint">{t('builder.showsTheCouponCode')}</p> : null}
              {block.kind === 'ticker' ? <TickerFields at={at} /> : null}
              {block.kind === 'video' ? <VideoFields at={at} url={block.url} /> : null}
              {block.kind === 'social' ? <SocialFields at={at} links={block.links} /> : null}
              {block.kind === 'products' ? <ProductsFields at={at} block={block} /> : null}
              {block.kind === 'product_button' ? <ProductButtonFields at={at} block={block} /> : null}
              {block.kind === 'button' ? (
                <>
                  <TextInput label={t('builder.buttonLabel')} path={[...at, 'label']} />
                  <SelectInput
                    label={t('builder.whenClicked')}
                    path={[...at, 'action']}
                    options={[
                      ['close', t('builder.buttonAction.close')],
                      ['url', t('builder.buttonAction.url')],
                    ]}
                  />
                  {block.action === 'url' ? <TextInput label={t('builder.linkUrl')} path={[...at, 'url']} /> : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="add-row">
        <span id={`add-${screen}`}>{t('builder.add')}</span>
        {kinds.map((kind) => (
          <button key={kind} type="button" aria-describedby={`add-${screen}`} onClick={() => add(kind)}>
            {kind === 'form' ? t('builder.form') : t(KIND_NAMES[kind])}
          </button>
        ))}
      </div>
    </Section>
  );
}
