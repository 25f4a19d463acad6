import { defineMailTemplate } from '../mail/mail-template';
import { renderMail } from '../mail/templates/layout';

/** The welcome of a new (or returning) newsletter subscriber: marketing, so it carries the unsubscribe link. */
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
