/**
 * What the owner puts on the site for the pop-ups that do not open by themselves: the launcher markup for a
 * click-only pop-up, as the loader listens for it (packages/widget/src/loader/triggers/click-launch.ts), and
 * the container of an embedded one, as the loader draws into it (loader/show.ts embedBox; spec §1, §9).
 */
import { CopyButton } from '../components/copy-button.js';
import { useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';

/** The snippets a saved pop-up's id goes into; `text` is what visitors read, in the dashboard's language. */
const launcherButton = (id: string, text: string) =>
  `<button type="button" data-poptin-onclick data-poptin-id="${id}">${text}</button>`;
const launcherLink = (id: string, text: string) => `<a href="/click/${id}">${text}</a>`;
const embedContainer = (id: string) => `<div class="poptin-embedded" data-id="${id}"></div>`;

function Snippet({ code, label }: { code: string; label: string }) {
  return (
    <>
      <pre className="snippet">
        <code>{code}</code>
      </pre>
      <p>
        <CopyButton text={code} label={label} />
      </p>
    </>
  );
}

export function LauncherSnippets() {
  const t = useT();
  const { poptinId } = useBuilder();
  if (!poptinId) return <p className="hint">{t('builder.snippetNotSaved')}</p>;
  return (
    <div>
      <p>
        {t('builder.thisPopUpS')} <code>{poptinId}</code>
        {t('builder.aClickOnAny')}
      </p>
      <Snippet
        code={launcherButton(poptinId, t('builder.snippetOpenOffer'))}
        label={t('builder.copyTheButtonSnippet')}
      />
      <p>{t('builder.orALinkWhose')}</p>
      <Snippet code={launcherLink(poptinId, t('builder.snippetOpenOffer'))} label={t('builder.copyTheLinkSnippet')} />
      <p className="hint">
        {t('builder.fromAScript')} <code>{`beckon.open('${poptinId}')`}</code>.
      </p>
    </div>
  );
}

export function EmbedSnippet() {
  const t = useT();
  const { poptinId } = useBuilder();
  if (!poptinId) return <p className="hint">{t('builder.snippetNotSaved')}</p>;
  return (
    <div>
      <p>
        {t('builder.putThisContainerWhere')} <code>{poptinId}</code>
        ):
      </p>
      <Snippet code={embedContainer(poptinId)} label={t('builder.copyTheContainerSnippet')} />
    </div>
  );
}
