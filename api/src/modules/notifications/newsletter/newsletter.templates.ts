import { defineMailTemplate } from '../mail/mail-template';
import { renderMail } from '../mail/templates/layout';
import { CONFIRMATION_LINK_DAYS } from './newsletter-links';

/**
 * The double opt-in e-mail of a newsletter sign-up: transactional (the address asked for it, and it must
 * reach an address that unsubscribed earlier), and it echoes nothing a stranger typed but the address.
 */
export const newsletterConfirmationMail = defineMailTemplate<{ confirmUrl: string }>({
  key: 'newsletter.confirmation',
  category: 'transactional',
  render: ({ confirmUrl }) =>
    renderMail({
      subject: 'Confirm your Inspivision newsletter subscription',
      preheader: 'One click and you are subscribed.',
      paragraphs: [
        'Someone, hopefully you, asked to receive the Inspivision newsletter at this address.',
        `Confirm your subscription here: ${confirmUrl}`,
        `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not ask for the newsletter, ignore this ` +
          'e-mail: you will not be subscribed.',
      ],
      closing: ['The Inspivision team'],
    }),
});

/** The welcome of a confirmed newsletter subscriber: marketing, so it carries the unsubscribe link. */
export const newsletterWelcomeMail = defineMailTemplate<Record<string, never>>({
  key: 'newsletter.welcome',
  category: 'marketing',
  render: (_data, { publicUrl, unsubscribeUrl }) =>
    renderMail({
      subject: 'Welcome to the Inspivision newsletter',
      preheader: 'Business insights and updates for founders, creators and nonprofits.',
      paragraphs: [
        "Thanks for subscribing! You'll now receive our latest business insights and updates.",
        'Expect practical guides on forming and growing a business in the USA: company formation, websites, ' +
          'digital marketing, international expansion and nonprofit setup.',
        `Catch up on the blog any time: ${new URL('/blog', publicUrl).toString()}`,
      ],
      closing: ['The Inspivision team'],
      unsubscribeUrl,
    }),
});
