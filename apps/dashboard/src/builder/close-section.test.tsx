// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasicsSection } from './basics-section.js';
import { DraftPreview, drawn, renderIn, stubResizeObserver } from './builder-harness.js';
import { AfterSubmitSection, CloseSection } from './close-section.js';

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

describe('the conversion event name after a submit', () => {
  const RULE = 'must start with a letter and hold only letters, digits, _, - and .';

  it('is stored with the pop-up when it is a plain event name, and refused inline otherwise', () => {
    const seen = renderIn(<AfterSubmitSection />);
    const input = screen.getByLabelText('Conversion event name');
    fireEvent.change(input, { target: { value: "gtag('event')" } });
    expect(screen.getByText(RULE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'x'.repeat(41) } });
    expect(screen.getByText('must be at most 40 characters')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'beckon_lead' } });
    expect(screen.queryByText(RULE)).toBeNull();
    expect(seen.draft?.design.design_properties.conversion_event).toBe('beckon_lead');
  });
});
