/**
 * Settings of the news ticker and video blocks (blocks-editor.tsx). The
 * ticker's speed is the spec's number (7000 by default; the loop takes
 * speed / 400 seconds), shown with the seconds it gives.
 */
import { videoSource } from '@beckon/widget/video-source';
import { useBuilder } from './builder-context.js';
import { getIn, type Path } from './draft.js';
import { NumberInput, TextInput } from './inputs.js';

export function TickerFields({ at }: { at: Path }) {
  const { draft } = useBuilder();
  const speed = getIn(draft, [...at, 'speed']);
  const seconds = typeof speed === 'number' && speed > 0 ? speed / 400 : null;
  return (
    <>
      <TextInput label="Ticker text" path={[...at, 'text']} hint="Scrolls across in a loop; visitors can pause it." />
      <NumberInput
        label="Ticker speed"
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
  const playable = videoSource(url) !== null;
  return (
    <>
      <TextInput
        label="Video link"
        path={[...at, 'url']}
        hint={
          playable
            ? 'The player loads only when the visitor presses play: nothing is fetched from the video site before.'
            : 'This link cannot play here: use a YouTube or Vimeo page link, or a .mp4 or .webm file.'
        }
      />
      <TextInput label="Video title" path={[...at, 'title']} hint="Names the play button for screen readers." />
    </>
  );
}
