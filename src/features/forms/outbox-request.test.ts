// The outbox takes the longest message the forms can compose from what a
// visitor may type, and refuses a longer one with the reason the forms
// recognise as "too long" (413, in outbox-server.test.ts).
import { describe, expect, it } from 'vitest';
import { FIELD_CONTROLS, VOLUNTEER_ROLES, type FormName, type FormValues } from './form-fields.ts';
import { outboxRequestSchema } from './outbox-server.ts';
import { buildMessage } from './send-message.ts';

const longest = (field: string) => 'x'.repeat(FIELD_CONTROLS[field]?.max ?? 0);
const longestRole = [...VOLUNTEER_ROLES].sort((a, b) => b.length - a.length)[0] ?? '';

const longestValues: { [Form in FormName]: FormValues<Form> } = {
  contact: { fullName: longest('fullName'), email: longest('email'), message: longest('message') },
  volunteer: {
    fullName: longest('fullName'),
    email: longest('email'),
    message: longest('message'),
    city: longest('city'),
    phone: '9876543210',
    volunteerRole: longestRole,
  },
};

function check<Form extends FormName>(form: Form, extra = '') {
  const { params } = buildMessage(form, longestValues[form], 'Navjyot School', 'gu');
  params.message += extra;
  // As @emailjs/browser posts it from an outbox build (.env.outbox), whose template IDs are the forms' names.
  const request = { lib_version: '4.4.1', user_id: 'outbox', service_id: 'outbox', template_id: form };
  return outboxRequestSchema.safeParse({ ...request, template_params: params });
}

describe('the outbox request', () => {
  it.each(['contact', 'volunteer'] as const)('accepts the longest %s message the form composes', (form) => {
    expect(check(form)).toMatchObject({ success: true });
  });

  it('refuses a longer message with the "too long" reason', () => {
    const refused = check('volunteer', 'x'.repeat(1_000));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['template_params.message', 'too_big'],
    ]);
  });
});
