/**
 * The prize editor of a gamified pop-up (spec §3 "Gamified prize", §4 Gamified): the prizes the server
 * draws from (label, chance in percent, winning or losing slice, coupon code or a pool of unique codes,
 * redirect), added, removed and reordered with buttons, and the game's own texts. Validation is the
 * shared schema's (game.ts: 2 to 12 prizes, chances totalling at most 100 %), shown next to the list.
 * A pool's codes are uploaded to a saved prize (owner/prize-codes-route.ts): the route looks the prize up
 * in the saved pop-up, so a prize added since the last save must be saved first.
 */
import type { PopupDetail, PrizeCodesSummary } from '@beckon/owner-api';
import type { Game, Prize } from '@beckon/popup-schema';
import { prizeSchema } from '@beckon/popup-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../api/client.js';
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { formatCount } from '../components/numbers.js';
import { useT, t as words } from '../i18n/i18n.js';
import { popupQueries, prizeCodesPath } from '../popups/popups-queries.js';
import { errorAt, useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, Section, TextInput } from './inputs.js';

export const GAME = ['design', 'game'] as const;
const PRIZES = [...GAME, 'prizes'] as const;
/** The schema's bounds (game.ts): the wheel has 12 slices, and a draw needs a choice. */
const MIN_PRIZES = 2;
const MAX_PRIZES = 12;

/** A prize id not used yet in this game: ids key the code pools, so a removed prize's id is never reused. */
function newPrizeId(prizes: readonly Pick<Prize, 'prize_id'>[]): string {
  const ids = new Set(prizes.map((p) => p.prize_id));
  let n = prizes.length + 1;
  while (ids.has(`prize_${n}`)) n++;
  return `prize_${n}`;
}

const prize = (prize_id: string, label: string, chances: number, code: string, loosing_option = 0): Prize =>
  prizeSchema.parse({ prize_id, label, chances, code, loosing_option });

/** The game a pop-up starts with, in the dashboard's language: three slices whose chances total 100 %. */
export const starterGame = (): Game => ({
  prizes: [
    prize('prize_1', words('builder.default.game.prize1'), 30, 'SPIN10'),
    prize('prize_2', words('builder.default.game.prize2'), 20, 'FREESHIP'),
    prize('prize_3', words('builder.default.game.prize3'), 50, '', 1),
  ],
  disable_post_play_screen: false,
  play_label: words('builder.default.game.play'),
  // {prize} is the widget's tag for the prize won, kept as it is in every language.
  win_heading: words('builder.default.game.win', { prize: '{prize}' }),
  lose_heading: words('builder.default.game.lose'),
});

/** The plain-language line under the list: how the chances add up, and what the rest of the plays get. */
export function chancesSummary(prizes: readonly Pick<Prize, 'chances'>[]): string {
  const sum = prizes.reduce((all, p) => all + (Number.isFinite(p.chances) ? p.chances : 0), 0);
  const total = formatCount(Math.round(sum * 100) / 100);
  if (sum > 100 + 1e-9) return words('builder.chances.over', { total });
  const rest = Math.round((100 - sum) * 100) / 100;
  return rest > 0
    ? words('builder.chances.rest', { total, rest: formatCount(rest) })
    : words('builder.chances.full', { total });
}

export function PrizesSection({ saved }: { saved: PopupDetail | undefined }) {
  const t = useT();
  const { draft, set, errors } = useBuilder();
  const listError = errorAt(errors, PRIZES);
  const errorId = useId();
  if (draft.poptin_type !== 'gamified') return null;
  const game = draft.design.game;
  if (!game) {
    return (
      <Section title={t('builder.prizes')}>
        <p className="hint">{t('builder.thisGameHasNo')}</p>
        <button type="button" onClick={() => set(GAME, starterGame())}>
          {t('builder.addPrizes')}
        </button>
      </Section>
    );
  }
  const prizes = game.prizes;
  const write = (next: Prize[]) => set(PRIZES, next);
  const move = (from: number, to: number) => write(moveItem(prizes, from, to));
  const savedIds = new Set(saved?.popup.design.game?.prizes.map((p) => p.prize_id) ?? []);
  return (
    <Section title={t('builder.prizes')}>
      <p className="hint">{t('builder.theServerDrawsEach')}</p>
      <ol className="blocks" aria-describedby={listError ? errorId : undefined}>
        {prizes.map((p, i) => {
          const at = [...PRIZES, i];
          const name = `Prize ${i + 1}`;
          const winning = p.loosing_option === 0;
          return (
            <li key={p.prize_id} className="block">
              <div className="block-head">
                <h4>
                  {name}: {p.label || '(no label)'}
                </h4>
                <ItemTools
                  name={name}
                  index={i}
                  count={prizes.length}
                  onMove={move}
                  onRemove={() => write(prizes.filter((_, j) => j !== i))}
                  canRemove={prizes.length > MIN_PRIZES}
                />
              </div>
              <div className="grid-2">
                <TextInput label={t('builder.label')} path={[...at, 'label']} hint={t('builder.shownOnTheSlice')} />
                <NumberInput label={t('builder.chance')} path={[...at, 'chances']} min={0} max={100} step={0.1} />
              </div>
              <OutcomeSelect index={i} value={p.loosing_option} />
              {winning ? <WinSettings prize={p} index={i} saved={saved} savedIds={savedIds} /> : null}
            </li>
          );
        })}
      </ol>
      <p className="hint" role="status">
        {chancesSummary(prizes)}
      </p>
      {listError ? (
        <p className="field-error" id={errorId}>
          {listError}
        </p>
      ) : null}
      <div className="add-row">
        <button
          type="button"
          disabled={prizes.length >= MAX_PRIZES}
          onClick={() => write([...prizes, prize(newPrizeId(prizes), 'New prize', 0, '')])}
        >
          {t('builder.addAPrize')}
        </button>
        <span className="hint">{t('builder.toPrizes', { MIN_PRIZES, MAX_PRIZES })}</span>
      </div>
      <TextInput label={t('builder.playButtonLabel')} path={[...GAME, 'play_label']} />
      <TextInput label={t('builder.winHeading')} path={[...GAME, 'win_heading']} hint={t('builder.isReplacedByThe')} />
      <TextInput label={t('builder.loseHeading')} path={[...GAME, 'lose_heading']} />
      <CheckboxInput label={t('builder.skipTheWinAnd')} path={[...GAME, 'disable_post_play_screen']} />
    </Section>
  );
}

/** loosing_option: 0 wins; any other value is a losing slice (§4), written as 1. */
function OutcomeSelect({ index, value }: { index: number; value: number }) {
  const t = useT();
  const { set } = useBuilder();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('builder.outcome')}</label>
      <select
        id={id}
        value={value === 0 ? '0' : '1'}
        onChange={(e) => set([...PRIZES, index, 'loosing_option'], Number(e.target.value))}
      >
        <option value="0">{t('builder.winsThisPrize')}</option>
        <option value="1">{t('builder.losesTryAgainSlice')}</option>
      </select>
    </div>
  );
}

function WinSettings({
  prize: p,
  index,
  saved,
  savedIds,
}: {
  prize: Prize;
  index: number;
  saved: PopupDetail | undefined;
  savedIds: Set<string>;
}) {
  const t = useT();
  const { set } = useBuilder();
  const id = useId();
  const at = [...PRIZES, index];
  const options = [...at, 'redirect_to_options'];
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('builder.coupon')}</label>
        <select
          id={id}
          value={p.use_code_pool ? 'pool' : 'code'}
          onChange={(e) => set([...at, 'use_code_pool'], e.target.value === 'pool')}
        >
          <option value="code">{t('builder.theSameCodeFor')}</option>
          <option value="pool">{t('builder.aUniqueCodeFrom')}</option>
        </select>
      </div>
      {p.use_code_pool ? (
        saved && savedIds.has(p.prize_id) ? (
          <CodePool poptinId={saved.poptin_id} prizeId={p.prize_id} label={p.label} />
        ) : (
          <p className="hint">{t('builder.saveThePopUp2')}</p>
        )
      ) : (
        <TextInput label={t('builder.couponCode')} path={[...at, 'code']} hint={t('builder.leaveEmptyForA')} />
      )}
      <CheckboxInput label={t('builder.sendTheWinnerTo')} path={[...at, 'redirect_to']} />
      {p.redirect_to ? (
        <>
          <TextInput
            label={t('builder.redirectUrl')}
            path={[...options, 'redirect_to_url']}
            hint={t('builder.httpHttpsOrA')}
          />
          <NumberInput
            label={t('builder.secondsBeforeTheRedirect')}
            path={[...options, 'redirect_close_delay']}
            min={0}
            max={60}
            step={0.5}
          />
          <CheckboxInput label={t('builder.closeThePopUp')} path={[...options, 'redirect_close']} />
        </>
      ) : null}
    </>
  );
}

/** A saved prize's code pool: how it stands, and an upload of one code per line. */
function CodePool({ poptinId, prizeId, label }: { poptinId: string; prizeId: string; label: string }) {
  const t = useT();
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const pool = popupQueries.prizeCodes(poptinId, prizeId);
  const summary = useQuery(pool);
  const upload = useMutation({
    mutationFn: (codes: string[]) => api<PrizeCodesSummary>('POST', prizeCodesPath(poptinId, prizeId), { codes }),
    onSuccess: (answer) => {
      client.setQueryData(pool.queryKey, answer);
      setText('');
    },
  });
  const codes = text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const s = upload.data ?? summary.data;
  return (
    <div className="field">
      <p id={`${id}-state`}>
        {s
          ? `Pool: ${s.free} free, ${s.drawn} waiting for their lead, ${s.used} used.`
          : summary.isError
            ? `Could not read the pool: ${summary.error.message}`
            : t('builder.readingThePool')}
        {upload.data?.added !== undefined ? ` ${upload.data.added} added.` : ''}
      </p>
      <label htmlFor={id}>{t('builder.codesToAddFor', { label })}</label>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-state`}
      />
      <p className="hint">{t('builder.oneCodePerLine')}</p>
      {upload.isError ? <p className="field-error">{upload.error.message}</p> : null}
      <button type="button" disabled={codes.length === 0 || upload.isPending} onClick={() => upload.mutate(codes)}>
        {upload.isPending ? t('builder.uploading') : `Upload ${codes.length} code${codes.length === 1 ? '' : 's'}`}
      </button>
    </div>
  );
}
