import type { SeedService } from './seed-content.types';

/** The eight services of SPEC.md section 9, in that order. */
export const SEED_SERVICES: SeedService[] = [
  {
    title: 'Business Formation & Legal Setup',
    slug: 'business-formation-legal-setup',
    category: 'formation',
    shortDescription:
      'LLC, corporation or nonprofit formation with EIN, operating documents and compliance dates handled for you, so you start on solid ground.',
    description:
      'We help you choose the right entity and state, then prepare and file your formation documents. Once the state approves your company, we obtain your EIN, draft the documents your owners need, and set up the compliance calendar that keeps you in good standing. Complete business setup takes 30 days or less, backed by our 30-day launch guarantee.',
    features: [
      'Entity and state selection: LLC, S-corp election, C-corp or nonprofit corporation',
      'Articles of Organization or Incorporation prepared and filed with the state',
      'EIN application with the IRS',
      'Operating agreement or corporate bylaws drafted for your ownership structure',
      'Registered agent setup and an annual report and renewal calendar',
      'Nonprofit setup, including bylaws, board resolutions and IRS Form 1023 preparation',
    ],
    orderIndex: 1,
    image: '/images/services/business-formation-legal-setup.svg',
  },
  {
    title: 'Website & App Development',
    slug: 'website-app-development',
    category: 'development',
    shortDescription:
      'Fast, mobile-friendly websites and web or mobile apps, built around what your customers need to do and connected to the tools you already use.',
    description:
      'We plan the pages or screens with you, design them, and build a site or app that loads quickly and works on every device. Forms, bookings and payments are connected to your e-mail, calendar and CRM, and the basics of search visibility are in place before launch. You get a walkthrough of how to update your content and post-launch support after go-live.',
    features: [
      'Responsive website design and build, mobile-first',
      'Web or mobile app development from an agreed feature list',
      'Domain, hosting and business e-mail setup',
      'Contact, booking and payment forms connected to your tools',
      'On-page SEO basics: page titles, descriptions, sitemap and analytics',
      'Content editing walkthrough and post-launch support',
    ],
    orderIndex: 2,
    image: '/images/services/website-app-development.svg',
  },
  {
    title: 'Branding & Identity Design',
    slug: 'branding-identity-design',
    category: 'marketing',
    shortDescription:
      'A logo, color palette, type and voice that make your business recognizable, delivered with guidelines and ready-to-use templates.',
    description:
      'We start with your audience, your competitors and the impression you want to leave, then design an identity that fits. You receive a complete logo suite, a color and typography system and a short brand guide, so everything you publish looks like it comes from the same company. Templates for cards and social media let you use the new identity from day one.',
    features: [
      'Logo suite: primary, secondary and icon versions in print and web formats',
      'Color palette and typography system',
      'Brand guidelines document',
      'Brand voice, tagline and a short elevator pitch',
      'Business card, letterhead and social media templates',
    ],
    orderIndex: 3,
    image: '/images/services/branding-identity-design.svg',
  },
  {
    title: 'Digital Marketing',
    slug: 'digital-marketing',
    category: 'marketing',
    shortDescription:
      'A marketing plan built around your customers, with search, social, e-mail and paid campaigns set up and measured against leads and sales.',
    description:
      'We work out who your best customers are and where they look for businesses like yours, then choose the few channels worth your budget. Our team sets up your profiles, campaigns and tracking, and reports on the numbers that matter: inquiries, sales and cost per lead. Plans are adjusted each month based on what the results show.',
    features: [
      'Marketing strategy and channel plan based on your audience',
      'Google Business Profile and local SEO setup',
      'Social media profile setup and a monthly content calendar',
      'Paid ad campaigns on Google and Meta, set up and managed',
      'E-mail marketing: list setup, welcome sequence and newsletter template',
      'Monthly report on traffic, leads and cost per lead',
    ],
    orderIndex: 4,
    image: '/images/services/digital-marketing.svg',
  },
  {
    title: 'Business Systems & Automation',
    slug: 'business-systems-automation',
    category: 'consulting',
    shortDescription:
      'CRM, booking, invoicing and follow-up workflows that run on their own, so fewer leads slip through and less of your week goes to admin.',
    description:
      'We map how work moves through your business today, from first inquiry to paid invoice, and find the steps that eat your time. Then we set up and connect the tools that take those steps over: a CRM, online booking, invoicing and automated follow-ups. Your team gets written procedures and training so the new systems stick.',
    features: [
      'Workflow review that maps where time and leads are lost',
      'CRM setup with a lead pipeline and follow-up reminders',
      'Online booking, invoicing and card payment collection',
      'Automated workflows between your forms, CRM, e-mail and calendar',
      'Bookkeeping software setup and connection',
      'Written procedures and team training',
    ],
    orderIndex: 5,
    image: '/images/services/business-systems-automation.svg',
  },
  {
    title: 'Creator Growth & Business Launch',
    slug: 'creator-growth-business-launch',
    category: 'creator',
    shortDescription:
      'For creators and influencers: turn an audience into a real business with a proper entity, income streams beyond sponsorships and a growth plan.',
    description:
      'We set up the business side of your creator work so brand deals, product sales and platform payouts run through a proper company with its own bank account. Together we build a monetization plan that fits your audience, from digital products to memberships, and the media kit you need to pitch brands. A content plan ties your posting schedule to what you sell.',
    features: [
      'Business entity setup for creator income',
      'Monetization plan: brand deals, digital products, memberships and courses',
      'Media kit and rate card for brand partnerships',
      'Link-in-bio storefront or website for your offers',
      'Content strategy and posting plan across your platforms',
      'Business banking and bookkeeping basics for creator income',
    ],
    orderIndex: 6,
    image: '/images/services/creator-growth-business-launch.svg',
  },
  {
    title: 'International Business Services',
    slug: 'international-business-services',
    category: 'international',
    shortDescription:
      'Form and run a US company from anywhere: entity formation, EIN without an SSN, registered agent, US address and banking preparation, all remote.',
    description:
      'Founders outside the United States can form and operate a US company without traveling. We handle the state filing, the EIN application for owners without a Social Security number, the registered agent and a US business address, and prepare you for opening a US bank account and payment processing. We also walk you through the US filing obligations that come with a foreign-owned company, working with a tax professional where needed.',
    features: [
      'US LLC or corporation formation for non-US residents',
      'EIN application for owners without an SSN',
      'Registered agent and US business address',
      'US bank account and payment processor preparation',
      'Overview of US filing obligations for foreign-owned companies',
      'Fully remote process: documents, signatures and calls across time zones',
    ],
    orderIndex: 7,
    image: '/images/services/international-business-services.svg',
  },
  {
    title: 'E-Commerce & Online Store Solutions',
    slug: 'e-commerce-online-store-solutions',
    category: 'development',
    shortDescription:
      'An online store that is ready to sell: products, payments, shipping, taxes and order e-mails set up and tested before your first customer arrives.',
    description:
      'We build your store on a platform that fits your products and budget, such as Shopify or WooCommerce, and load your catalog with clear listings. Payments, shipping rates, sales tax settings and store policies are configured and checked with test orders before launch. Abandoned-cart and order e-mails, plus analytics, are in place so you can see what sells from the first week.',
    features: [
      'Store build on Shopify, WooCommerce or another fitting platform',
      'Product catalog setup: listings, variants, photos and descriptions',
      'Payments, shipping rates and sales tax settings configured and tested',
      'Shipping, returns and privacy policy pages',
      'Order confirmation and abandoned-cart e-mails',
      'Sales analytics and launch marketing setup',
    ],
    orderIndex: 8,
    image: '/images/services/e-commerce-online-store-solutions.svg',
  },
];
