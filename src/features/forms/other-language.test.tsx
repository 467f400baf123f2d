// @vitest-environment jsdom
// A page in another language passes other messages and the forms show only
// those: no word of English is left in a label, a hint, an error, the button,
// the dots or a toast. Each "translated" word here is its own key, so a
// leftover English word cannot hide inside it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../../tests/support/messages.ts';
import { VOLUNTEER_ROLES } from './form-fields.ts';
import EmailForm from './EmailForm.tsx';
import { showToast } from './toasts.ts';
import { deferred, setUpFormTests } from '../../../tests/support/form-islands.ts';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();

function translated<Messages extends Record<string, string>>(messages: Messages): Messages {
  return Object.fromEntries(Object.keys(messages).map((key) => [key, `gu:${key}`])) as Messages;
}

const { forms, contactForm, volunteerForm } = englishMessages;
const messages = translated(forms);
const englishWords = [
  ...Object.values(forms),
  ...Object.values(contactForm),
  ...Object.values(volunteerForm),
];

/** The English words the visitor would read (attribute values are what is sent, not read). */
function englishShown(container: HTMLElement): string[] {
  const shown = [
    container.textContent,
    ...[...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
  ].join('\n');
  return englishWords.filter((word) => shown.includes(word));
}

describe('a form on a page in another language', () => {
  it('shows the contact form in its messages only, the refusal and its toast included', async () => {
    const { container } = render(
      <EmailForm
        form="contact"
        schoolName="Navjyot School"
        messages={{ ...messages, ...translated(contactForm) }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /gu:fullNameLabel/ })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'gu:send' }));

    expect(showToast).toHaveBeenCalledWith('warning', 'gu:required');
    expect(screen.getAllByText('gu:required')).toHaveLength(3);
    expect(englishShown(container)).toEqual([]);
  });

  it('shows the volunteer form in its messages, the roles too, while sending the English role', async () => {
    const answer = deferred<Response>();
    test.server.answerWith(() => answer.promise);
    const { container } = render(
      <EmailForm
        form="volunteer"
        schoolName="Navjyot School"
        messages={{ ...messages, ...translated(volunteerForm) }}
      />,
    );
    const role = screen.getByRole('combobox', { name: /gu:roleLabel/ });
    const options = within(role).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'gu:rolePlaceholder',
      'gu:roleFundRaising',
      'gu:roleFieldTrips',
      'gu:roleWebsite',
      'gu:roleLibrary',
      'gu:roleResearch',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...VOLUNTEER_ROLES]);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /gu:fullNameLabel/ }), 'Ravi Shah');
    await user.type(screen.getByRole('textbox', { name: /gu:emailLabel/ }), 'ravi@example.in');
    await user.type(screen.getByRole('textbox', { name: /gu:phoneLabel/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /gu:cityLabel/ }), 'Vadodara');
    await user.selectOptions(role, 'gu:roleLibrary');
    await user.type(screen.getByRole('textbox', { name: /gu:messageLabel/ }), 'Free on Sundays.');
    await user.click(screen.getByRole('button', { name: 'gu:send' }));
    expect(screen.getByRole('status', { name: 'gu:sendingLabel' }).textContent).toContain('gu:sendingText');
    expect(englishShown(container)).toEqual([]);

    answer.resolve(new Response('OK'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'gu:sent'));
    expect(JSON.stringify(test.server.calls[0]?.body)).toContain('Volunteer role : Cataloging the library');
  });

  it('says a failure in its messages', async () => {
    test.server.answerWith(async () => new Response('Forbidden', { status: 403 }));
    render(
      <EmailForm
        form="contact"
        schoolName="Navjyot School"
        messages={{ ...messages, ...translated(contactForm) }}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /gu:fullNameLabel/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /gu:emailLabel/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /gu:messageLabel/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'gu:send' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'gu:sendFailed'));
  });
});
