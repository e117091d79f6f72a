/**
 * The links of a social buttons block (blocks-editor.tsx): a network and a
 * profile link each, 1 to 8 of them, added, removed and reordered with
 * buttons. A new or re-picked network starts at its site's address, so the
 * owner only types the profile's part and the preview never shows a blank.
 */
import {
  MAX_SOCIAL_LINKS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
} from '@beckon/popup-schema';
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import type { Path } from './draft.js';
import { SelectInput, TextInput } from './inputs.js';

const HOMES: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/',
  youtube: 'https://www.youtube.com/',
  tiktok: 'https://www.tiktok.com/',
  whatsapp: 'https://wa.me/',
  pinterest: 'https://www.pinterest.com/',
};

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((n) => [n, SOCIAL_NETWORK_NAMES[n]] as const);

/** A link to a network not in the list yet (the first one once all are used). */
export function newSocialLink(links: readonly SocialLink[]): SocialLink {
  const used = new Set(links.map((l) => l.network));
  const network = SOCIAL_NETWORKS.find((n) => !used.has(n)) ?? SOCIAL_NETWORKS[0];
  return { network, url: HOMES[network] };
}

export function SocialFields({ at, links }: { at: Path; links: readonly SocialLink[] }) {
  const t = useT();
  const { set } = useBuilder();
  const path = [...at, 'links'];
  const write = (next: SocialLink[]) => set(path, next);
  const move = (from: number, to: number) => write(moveItem(links, from, to));
  const pick = (i: number, network: string) => {
    const link = links[i];
    if (!link) return;
    const picked = network as SocialNetwork;
    // An untouched address follows the network; one the owner typed stays.
    const url = link.url === HOMES[link.network] ? HOMES[picked] : link.url;
    write(links.map((l, j) => (j === i ? { network: picked, url } : l)));
  };
  return (
    <>
      <ol className="blocks">
        {links.map((_, i) => {
          const name = `Link ${i + 1}`;
          return (
            // Links have no ids and a network may repeat: position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="block">
              <div className="block-head">
                <h5>{name}</h5>
                <ItemTools
                  name={name}
                  index={i}
                  count={links.length}
                  onMove={move}
                  onRemove={() => write(links.filter((_, j) => j !== i))}
                  canRemove={links.length > 1}
                />
              </div>
              <div className="grid-2">
                <SelectInput
                  label={`Network ${i + 1}`}
                  path={[...path, i, 'network']}
                  options={NETWORK_OPTIONS}
                  onChange={(network) => pick(i, network)}
                />
                <TextInput label={`Profile link ${i + 1}`} path={[...path, i, 'url']} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="add-row">
        <button
          type="button"
          disabled={links.length >= MAX_SOCIAL_LINKS}
          onClick={() => write([...links, newSocialLink(links)])}
        >
          {t('builder.addANetwork')}
        </button>
        <span className="hint">{t('builder.1ToNetworksLinks', { MAX_SOCIAL_LINKS })}</span>
      </div>
    </>
  );
}
