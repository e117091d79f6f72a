/**
 * The Privacy screen: find everything the account holds about one person by email, download it as JSON
 * (a data access request) or erase it (an erasure request) after a confirmation, and choose how long leads
 * and form submissions are kept. The server does the finding and the erasing; this screen shows counts.
 */
import { PERSON_SECTION_LABELS, PERSON_SECTIONS, type PersonExport } from '@beckon/owner-api/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { erasePerson, exportPerson, forgetPersonalData } from './privacy-queries.js';
import { RetentionSetting } from './retention-setting.js';

/** Saves the export as a JSON file the owner can send to the person. */
function download(data: PersonExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `beckon-personal-data-${data.exported_at.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export function PrivacyScreen() {
  const t = useT();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const find = useMutation({ mutationFn: exportPerson });
  const erase = useMutation({
    mutationFn: erasePerson,
    onSuccess: () => {
      forgetPersonalData(client);
      find.reset();
    },
  });
  const found = find.data;
  const total = found ? PERSON_SECTIONS.reduce((n, s) => n + found.sections[s].length, 0) : 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    erase.reset();
    find.mutate(email.trim());
  };
  const confirmErase = () => {
    if (!found) return;
    if (window.confirm(t('privacy.confirmErase', { email: found.email, total }))) erase.mutate(found.email);
  };

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.privacy')}</h1>
      </div>
      <section className="section" aria-labelledby="person-title">
        <h2 id="person-title">{t('privacy.onePersonSData')}</h2>
        <p className="hint">{t('privacy.whenSomeoneAsksWhat')}</p>
        <form className="filters" onSubmit={submit} aria-label={t('privacy.findAPerson')}>
          <TextField
            label={t('privacy.theirEmail')}
            type="email"
            value={email}
            maxLength={254}
            required
            onChange={(e) => setEmail(e.target.value)}
          />
          <p className="button-row">
            <button type="submit" disabled={find.isPending}>
              {find.isPending ? t('privacy.finding') : t('privacy.find')}
            </button>
          </p>
        </form>
        {find.error ? (
          <p className="form-error" role="alert">
            {find.error.message}
          </p>
        ) : null}
        {found ? (
          <div role="status">
            {found.wix_site === 'not_reached' ? <p className="form-error">{t('privacy.wixNotListed')}</p> : null}
            {total === 0 ? (
              <p>{t('privacy.nothingIsHeldAbout', { email: found.email })}</p>
            ) : (
              <>
                <p>{t('privacy.recordsAbout', { total, email: found.email })}</p>
                <ul>
                  {PERSON_SECTIONS.filter((s) => found.sections[s].length > 0).map((s) => (
                    <li key={s}>
                      {PERSON_SECTION_LABELS[s]}: {found.sections[s].length}
                    </li>
                  ))}
                </ul>
                <p className="button-row">
                  <button type="button" onClick={() => download(found)}>
                    {t('privacy.downloadTheirDataJson')}
                  </button>{' '}
                  <button type="button" className="danger" onClick={confirmErase} disabled={erase.isPending}>
                    {erase.isPending ? t('privacy.erasing') : t('privacy.eraseEverythingAboutThem')}
                  </button>
                </p>
              </>
            )}
          </div>
        ) : null}
        {erase.error ? (
          <p className="form-error" role="alert">
            {erase.error.message}
          </p>
        ) : null}
        {erase.data ? (
          <div role="status">
            <p>
              {t('privacy.erased', { email: erase.data.email })}{' '}
              {PERSON_SECTIONS.filter((s) => (erase.data?.erased[s] ?? 0) > 0)
                .map((s) => `${PERSON_SECTION_LABELS[s]} ${erase.data?.erased[s]}`)
                .join(', ')}
              .
            </p>
            {erase.data.wix_site === 'not_reached' ? <p className="form-error">{t('privacy.wixNotErased')}</p> : null}
            {erase.data.kept.map((line) => (
              <p key={line} className="hint">
                {line}
              </p>
            ))}
          </div>
        ) : null}
      </section>
      <RetentionSetting />
    </>
  );
}
