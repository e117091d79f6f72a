/**
 * Unit tests draw the dashboard's screens in English, as a browser whose language is English gets them:
 * the English catalogue is active before any test renders (the dashboard itself fetches it first, main.tsx).
 */
import { i18n } from '@lingui/core';
import { beforeAll, expect } from 'vitest';
import english from '../i18n/catalogues/en.json';

i18n.loadAndActivate({ locale: 'en', messages: english });

// A screen's first draw waits for its lazy chunk and fake answers: on a busy machine that can take longer
// than Testing Library's 1 s default for findBy/waitFor, so dashboard tests wait up to 15 s for a condition.
// In a hook, so the test file has set up its DOM before Testing Library binds `screen` to it.
beforeAll(async () => {
  if (!expect.getState().testPath?.includes('/apps/dashboard/')) return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
});
