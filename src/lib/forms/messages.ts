/**
 * The words the forms show, in one place. The first five are the
 * specification's own texts (site-spec sections 5 and 8) and tests compare
 * against them, so change them only together with the specification.
 */
export const FORM_MESSAGES = {
  required: 'Please fill out all required fields.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10-digit phone number.',
  sent: 'Your message has been sent successfully.',
  sendFailed: 'An error occurred while sending your message. Please try again later.',
  // The specification gives no text for a role outside the list (only a
  // tampered page can send one), so this one is ours.
  role: 'Please choose one of the listed volunteer roles.',
  // No answer in time: the request may still be delivered (the e-mail
  // service's client cannot cancel it), so the visitor must not be told it
  // failed, nor be led to send it twice without knowing.
  timeout:
    'The e-mail service did not answer in time. Your message may still arrive, so everything you typed is kept here. Please wait a few minutes before sending it again.',
  resendQuestion:
    'Your earlier message may still arrive, and sending it again could give the school two copies. Send it again anyway?',
  resendButton: 'Send it again',
} as const;

/** The note above the fields, which also says whether the draft is kept. */
export const DRAFT_NOTES = {
  allRequired: 'All fields are required.',
  kept: 'What you type is kept on this device until it is sent.',
  blocked:
    'This browser does not let the site store data, so what you type is not kept if you leave the page before sending.',
  full: 'The storage of this browser is full, so what you type is not kept if you leave the page before sending.',
} as const;

/**
 * What a page says in place of the form when JavaScript is off; `{email}`
 * marks where the school's address goes, as a link.
 */
export const NO_SCRIPT_NOTES = {
  lead: 'Sending this form needs JavaScript, which is off in your browser.',
  contact: 'Please e-mail us at {email} instead.',
  volunteer: 'Please e-mail us at {email} and tell us how you would like to help.',
} as const;
