/** A button that copies a text (a snippet, a key) to the clipboard and says so in a status beside it. */
import { useState } from 'react';
import { useT } from '../i18n/i18n.js';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard.writeText(text);
          setDone(true);
        }}
      >
        {label}
      </button>{' '}
      <span role="status">{done ? t('common.copied') : ''}</span>
    </>
  );
}
