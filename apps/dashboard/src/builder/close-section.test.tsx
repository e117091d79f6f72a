// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasicsSection } from './basics-section.js';
import { DraftPreview, drawn, renderIn, stubResizeObserver } from './builder-harness.js';
import { CloseSection } from './close-section.js';

const LOCK = 'Lock the page until the visitor signs up';

beforeAll(stubResizeObserver);
afterEach(cleanup);

describe('the close section’s page lock', () => {
  it('is offered where the type settings offer it: on a lightbox, not on a bar', () => {
    renderIn(
      <>
        <BasicsSection />
        <CloseSection />
      </>,
    );
    expect(screen.getByLabelText(LOCK)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    expect(screen.queryByLabelText(LOCK)).toBeNull();
  });

  it('is saved, takes the X off the preview and hides closing by itself, which it overrides', async () => {
    const seen = renderIn(
      <>
        <CloseSection />
        <DraftPreview isMobile={false} />
      </>,
    );
    fireEvent.click(screen.getByLabelText('Close by itself'));
    expect(screen.getByLabelText('Close after (seconds)')).toBeTruthy();
    await waitFor(() => expect(drawn()).toContain('class="bk-x"'));
    fireEvent.click(screen.getByLabelText(LOCK));
    expect(seen.draft?.design.design_properties.poptin_design_content_lock).toBe(true);
    expect(screen.queryByLabelText('Close by itself')).toBeNull();
    expect(screen.queryByLabelText('Close after (seconds)')).toBeNull();
    await waitFor(() => expect(drawn()).not.toContain('class="bk-x"'));
    expect(drawn()).toContain('data-lock');
  });
});
