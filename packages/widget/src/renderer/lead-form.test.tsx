import './test-dom.js';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversionResult, SubmittedValues } from '../contract.js';
import { Popup, type PopupProps } from './popup.js';
import { field, makeDesign } from './test-fixtures.js';

type DesignInput = NonNullable<Parameters<typeof makeDesign>[0]>;

const OK: ConversionResult = { ok: true, conversionId: 'c1' };

function setup(design: DesignInput = {}, props: Partial<PopupProps> = {}) {
  const onSubmit = vi.fn<(v: SubmittedValues) => Promise<ConversionResult>>(() => Promise.resolve(OK));
  const onClose = vi.fn();
  const onExited = vi.fn();
  const navigate = vi.fn();
  render(
    <Popup
      design={makeDesign(design)}
      lang="en"
      isMobile={false}
      onSubmit={onSubmit}
      onClose={onClose}
      onExited={onExited}
      navigate={navigate}
      {...props}
    />,
  );
  return { onSubmit, onClose, onExited, navigate };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the submit promise chain settle. */
const settle = () => act(async () => {});
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'Subscribe' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LeadForm fields', () => {
  it('gives every visible input a label, its name and the 254 character cap', () => {
    setup();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.name).toBe('poptinDesignInputTextFieldEmail');
    expect(email.maxLength).toBe(254);
  });

  it('names each input by the spec’s convention, not by the owner’s field name', () => {
    setup({
      fields: [
        field({ id: 'e', type: 'email', name: 'mail', label: 'Email' }),
        field({ id: 'b', type: 'birthday', name: 'born', label: 'Birthday' }),
        field({ id: 's', type: 'custom', name: 'shoe_size', label: 'Shoe size' }),
      ],
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).name).toBe('poptinDesignInputTextFieldEmail');
    expect((screen.getByLabelText('Birthday') as HTMLInputElement).name).toBe('poptinDesignBirthdayField');
    expect((screen.getByLabelText('Shoe size') as HTMLInputElement).name).toBe(
      'poptinDesignInputCustomField-shoe_size',
    );
  });

  it('draws the message field as a text area capped at 254 characters', () => {
    setup({ fields: [field({ id: 'm', type: 'message', label: 'Message' })] });
    const message = screen.getByLabelText('Message');
    expect(message.tagName).toBe('TEXTAREA');
    expect((message as HTMLTextAreaElement).maxLength).toBe(254);
  });

  it('never pre-ticks consent, pre-selects a required radio and leaves selects on the empty option', () => {
    setup({
      fields: [
        field({ id: 'c', type: 'consent', label: 'I agree', checkbox_default_marked: true }),
        field({ id: 'b', type: 'checkbox', label: 'News', checkbox_default_marked: true }),
        field({ id: 'r', type: 'radio', label: 'Size', required: true, options: ['S', 'M'] }),
        field({ id: 's', type: 'select', label: 'Topic', options: ['A', 'B'] }),
      ],
    });
    expect((screen.getByLabelText('I agree') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('News') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('S') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
  });

  it('offers a choice typed twice only once', () => {
    setup({
      fields: [
        field({ id: 'r', type: 'radio', label: 'Size', options: ['S', 'S', 'M'] }),
        field({ id: 's', type: 'select', label: 'Topic', options: ['A', 'B', 'A'] }),
      ],
    });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['S', 'M']);
    expect([...(screen.getByLabelText('Topic') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'A',
      'B',
    ]);
  });

  it('keeps number fields to digits and rounds them to 2 decimals on blur', () => {
    setup({ fields: [field({ id: 'q', type: 'number', label: 'Amount' })] });
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.step).toBe('0.01');
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
    fireEvent.change(input, { target: { value: '1.006' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1.01');
  });

  it('completes a known email provider on ArrowRight', () => {
    setup();
    type('Email', 'dana@gm');
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'ArrowRight' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@gmail.com');
  });
});

describe('LeadForm submit', () => {
  it('submits once however fast the button is clicked twice', async () => {
    const { onSubmit } = setup();
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('re-enables the form 3 s after a failed hand-off', async () => {
    const { onSubmit } = setup();
    onSubmit.mockRejectedValueOnce(new Error('offline'));
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    advance(3000);
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not submit an empty form, and outlines and focuses the email field', () => {
    const { onSubmit } = setup();
    fireEvent.click(submitButton());
    const email = screen.getByLabelText('Email');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
    expect(email.classList.contains('bk-empty')).toBe(true);
    expect(document.querySelector('.bk-fields')?.classList.contains('bk-shake')).toBe(true);
    advance(1000);
    expect(document.querySelector('.bk-fields')?.classList.contains('bk-shake')).toBe(false);
    fireEvent.keyUp(email, { key: 'Enter' });
    expect(email.classList.contains('bk-empty')).toBe(true);
    fireEvent.keyUp(email, { key: 'a' });
    expect(email.classList.contains('bk-empty')).toBe(false);
  });

  it('does not shake the empty form on mobile', () => {
    setup({}, { isMobile: true });
    fireEvent.click(submitButton());
    expect(document.querySelector('.bk-shake')).toBeNull();
  });

  it('shows an invalid email message tied to the field and focuses it', () => {
    const { onSubmit } = setup();
    type('Your name', 'Dana');
    type('Email', 'not-an-email');
    fireEvent.click(submitButton());
    const email = screen.getByLabelText('Email');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(email);
  });

  it('offers the typo fix and fills it in when chosen', () => {
    setup();
    type('Email', 'dana@gmial.com');
    fireEvent.click(submitButton());
    expect(screen.getByText('There are typos in the email')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Did you mean dana@gmail.com?' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@gmail.com');
    expect(screen.queryByText('There are typos in the email')).toBeNull();
  });

  it('offers the typo fix as soon as the visitor leaves the email field', () => {
    setup();
    type('Email', 'dana@yaho.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByRole('button', { name: 'Did you mean dana@yahoo.com?' })).toBeTruthy();
  });

  it('requires a ticked consent box', () => {
    const { onSubmit } = setup({
      fields: [
        field({ id: 'e', type: 'email', label: 'Email' }),
        field({ id: 'c', type: 'consent', label: 'I agree' }),
      ],
    });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('I agree').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends standard names, extras and a normalised phone', async () => {
    const { onSubmit } = setup({
      fields: [
        field({ id: 'e', type: 'email', label: 'Email' }),
        field({ id: 't', type: 'tel', label: 'Phone', phone_country: 'IL' }),
        field({ id: 'w', type: 'url', label: 'Site', name: 'poptinDesignWebsiteField' }),
        field({ id: 'c', type: 'consent', label: 'I agree' }),
        field({ id: 'h', type: 'hidden', name: 'campaign', value: 'spring' }),
      ],
    });
    // The phone library (dial codes) loads with the phone field.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    type('Email', 'dana@example.com');
    type('Phone', '050-123 4567');
    type('Site', 'https://dana.example');
    fireEvent.click(screen.getByLabelText('I agree'));
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({
      standard: { email: 'dana@example.com', phone: '+97250-1234567', consent: 'true' },
      extra: [
        { name: 'poptinDesignWebsiteField', type: 'url', value: 'https://dana.example' },
        { name: 'campaign', type: 'hidden', value: 'spring' },
      ],
      checkboxChecked: true,
    });
  });

  it('takes a free-text answer of several lines and sends it with the custom fields', async () => {
    const { onSubmit } = setup({
      fields: [
        field({ id: 'e', type: 'email', label: 'Email' }),
        field({ id: 'f', type: 'free', label: 'Anything else?', name: 'poptinDesignInputCustomField-f' }),
      ],
    });
    expect(screen.getByLabelText('Anything else?').tagName).toBe('TEXTAREA');
    type('Email', 'dana@example.com');
    type('Anything else?', 'Sensitive skin.\nNo perfume, please.');
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({
      standard: { email: 'dana@example.com' },
      extra: [{ name: 'poptinDesignInputCustomField-f', type: 'free', value: 'Sensitive skin.\nNo perfume, please.' }],
      checkboxChecked: false,
    });
  });

  it('prefixes a Chinese number with +86 from the phone library, not +1', async () => {
    vi.useRealTimers();
    const { onSubmit } = setup({ fields: [field({ id: 't', type: 'phone', label: 'Phone', phone_country: 'CN' })] });
    await screen.findByRole('button', { name: 'Subscribe' }, { timeout: 5000 });
    type('Phone', '013812345678');
    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].standard).toEqual({ phone: '+8613812345678' });
  });

  it('shows a loading submit button until the phone library has loaded', async () => {
    vi.useRealTimers();
    setup({ fields: [field({ id: 't', type: 'phone', label: 'Phone', phone_validation: 'international' })] });
    expect(screen.getByRole('button', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Subscribe' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('A form without fields', () => {
  it('converts once on its button and shows the thank-you screen, demanding no field', async () => {
    const { onSubmit } = setup({ fields: [] });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ standard: {}, extra: [], checkboxChecked: false });
    expect(screen.queryByText('Please fill in at least one field')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Sent successfully!');
  });

  it('follows the redirect after its button converts, as after a lead', async () => {
    const { onSubmit, navigate } = setup({
      fields: [],
      design_properties: { poptin_design_redirect: true, poptin_design_redirect_url: 'https://shop.example/sale' },
    });
    fireEvent.click(submitButton());
    await settle();
    advance(1500);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/sale', '_self');
  });

  it('still requires its consent box to be ticked', async () => {
    const { onSubmit } = setup({ fields: [field({ id: 'c', type: 'consent', label: 'I agree' })] });
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I agree'));
    fireEvent.click(submitButton());
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('After submit', () => {
  it('shows the thank-you screen with "Sent successfully!" and closes it without a close report', async () => {
    const { onClose, onExited } = setup({ design_properties: { auto_close_sec: 3 } });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Sent successfully!');
    expect(screen.getByRole('status').textContent).toBe('Sent successfully!');
    advance(3000 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the thank-you screen up past its seconds when the record’s close_trigger leaves out submit', async () => {
    const { onExited } = setup({ design_properties: { auto_close_sec: 3 } }, { closeTrigger: ['bg_click', 'x_click'] });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    advance(3000 + 800);
    expect(onExited).not.toHaveBeenCalled();
    // It waits for the visitor, then goes after the 60 s a thank-you screen without auto-close stays (closing.ts).
    advance(60_000 - 3000);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('continues to the thank-you screen when the conversion failed', async () => {
    const { onSubmit } = setup();
    onSubmit.mockResolvedValueOnce({ ok: false, conversionId: null });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Sent successfully!');
  });

  it('without a thank-you screen says "Sent successfully!" and closes after 2 s', async () => {
    const { onExited } = setup({ design_properties: { poptin_design_thank_screen: false } });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText('Sent successfully!', { selector: 'p' })).toBeTruthy();
    advance(1999);
    expect(onExited).not.toHaveBeenCalled();
    advance(1 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('without a thank-you screen closes 1 s after a pop-up with no fields converts on its button', async () => {
    const { onExited } = setup({ fields: [], design_properties: { poptin_design_thank_screen: false } });
    fireEvent.click(submitButton());
    await settle();
    advance(999);
    expect(onExited).not.toHaveBeenCalled();
    advance(1 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('keeps a thank-you screen that shows a coupon code for 600 s when its auto-close is off, 60 s without one', async () => {
    const design = (thankYou: DesignInput['screens']) => ({
      screens: thankYou,
      design_properties: { thank_screen_auto_close: false, coupon: 'SPRING10' },
    });
    const { onExited } = setup(
      design({ main: [{ kind: 'form' }], thank_you: [{ kind: 'heading', text: 'Your code' }, { kind: 'coupon' }] }),
    );
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText('SPRING10')).toBeTruthy();
    advance(599_999);
    expect(onExited).not.toHaveBeenCalled();
    advance(1 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
    cleanup();

    const plain = setup(design({ main: [{ kind: 'form' }], thank_you: [{ kind: 'heading', text: 'Thanks' }] }));
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    advance(60_000 + 800);
    expect(plain.onExited).toHaveBeenCalledTimes(1);
  });

  it('hands off to the redirect URL after 1.5 s without a close report', async () => {
    const { navigate, onClose, onExited } = setup(
      { design_properties: { poptin_design_redirect: true, poptin_design_redirect_url: 'example.com/thanks' } },
      { linkTarget: '_blank' },
    );
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    advance(1499);
    expect(navigate).not.toHaveBeenCalled();
    advance(1);
    expect(navigate).toHaveBeenCalledWith('http://example.com/thanks', '_blank');
    advance(800);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays while a redirect in this tab takes the page away, and closes after the thank-you seconds should the page stay', async () => {
    const { navigate, onClose, onExited } = setup(
      { design_properties: { poptin_design_redirect: true, poptin_design_redirect_url: 'example.com/thanks' } },
      { linkTarget: '_self' },
    );
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    advance(1500);
    expect(navigate).toHaveBeenCalledWith('http://example.com/thanks', '_self');
    advance(4999);
    expect(onExited).not.toHaveBeenCalled();
    advance(1 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the form values along to the redirect when the owner asked for it', async () => {
    const { navigate } = setup({
      design_properties: {
        poptin_design_redirect: true,
        poptin_design_redirect_url: 'https://shop.example/thanks',
        poptin_design_redirect_send_form_data: true,
      },
    });
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    advance(1500);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks?email=dana%40example.com', '_self');
  });

  it('does not report a close when the visitor closes the thank-you screen', async () => {
    const { onClose, onExited } = setup();
    type('Email', 'dana@example.com');
    fireEvent.click(submitButton());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(800);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
