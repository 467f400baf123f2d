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
} as const;
