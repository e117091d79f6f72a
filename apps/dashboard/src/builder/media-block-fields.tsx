/**
 * Settings of the news ticker and video blocks (blocks-editor.tsx). The
 * ticker's speed is the spec's number (7000 by default; the loop takes
 * speed / 400 seconds), shown with the seconds it gives.
 */
import { videoSource } from '@beckon/widget/video-source';
import { useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { getIn, type Path } from './draft.js';
import { NumberInput, TextInput } from './inputs.js';

export function TickerFields({ at }: { at: Path }) {
  const t = useT();
  const { draft } = useBuilder();
  const speed = getIn(draft, [...at, 'speed']);
  const seconds = typeof speed === 'number' && speed > 0 ? speed / 400 : null;
  return (
    <>
      <TextInput label={t('builder.tickerText')} path={[...at, 'text']} hint={t('builder.scrollsAcrossInA')} />
      <NumberInput
        label={t('builder.tickerSpeed')}
        path={[...at, 'speed']}
        min={1000}
        max={40000}
        step={100}
        hint={`7000 by default; higher is slower.${seconds ? ` One loop takes ${seconds} s.` : ''}`}
      />
    </>
  );
}

export function VideoFields({ at, url }: { at: Path; url: string }) {
  const t = useT();
  const playable = videoSource(url) !== null;
  return (
    <>
      <TextInput
        label={t('builder.videoLink')}
        path={[...at, 'url']}
        hint={playable ? t('builder.thePlayerLoadsOnly') : t('builder.thisLinkCannotPlay')}
      />
      <TextInput label={t('builder.videoTitle')} path={[...at, 'title']} hint={t('builder.namesThePlayButton')} />
    </>
  );
}
