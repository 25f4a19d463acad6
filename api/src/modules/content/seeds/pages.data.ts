import type {
  AboutPageContent,
  BlogPageContent,
  ContactPageContent,
  HomePageContent,
  LegalPageContent,
  PortfolioPageContent,
  SeedPage,
  ServicesPageContent,
} from './seed-content.types';

const EMAIL = 'hello@inspivision.com';
const BUSINESS_HOURS = 'Monday to Friday 9AM-6PM EST';
const SERVICE_AREA = 'Nationwide (USA) with remote services worldwide';
/** The legal pages are dated October 10, 2025 (docs/modules/content.md). */
const LEGAL_EFFECTIVE_DATE = '2025-10-10';

const home: HomePageContent = {
  hero: {
    heading: 'Launch Your Business With Confidence',
    subheading:
      'Inspivision helps entrepreneurs, creators and nonprofits form, brand and launch their businesses, with complete business setup in 30 days or less and support that continues after launch.',
    primary: { label: 'Book Consultation', href: '/consultation' },
    secondary: { label: 'View Our Services', href: '/services' },
  },
  highlights: [
    {
      title: 'Business Formation',
      text: 'LLCs, corporations and nonprofits formed correctly, with your EIN, operating documents and compliance dates handled.',
      href: '/services#services-section',
    },
    {
      title: 'Brand & Online Presence',
      text: 'Branding, websites and online stores that make a professional first impression and are ready to take inquiries and orders.',
      href: '/services#services-section',
    },
    {
      title: 'Marketing & Growth',
      text: 'Digital marketing, automation and creator monetization that bring in customers and give you back your time.',
      href: '/services#services-section',
    },
  ],
  differentiators: [
    {
      title: 'Results-Driven',
      text: 'We measure our work by outcomes you can see: a registered business, a live website, and inquiries and sales coming in.',
    },
    {
      title: 'Expert Guidance',
      text: 'Our team explains every decision in plain language, from choosing an entity to picking marketing channels, so you always know why.',
    },
    {
      title: 'Comprehensive Support',
      text: 'Formation, branding, websites, marketing and systems under one roof, with post-launch support included in every package.',
    },
    {
      title: 'Fast Results',
      text: "Complete business setup in 30 days or less, backed by our 30-day launch guarantee: if your business is not operational in 30 days, you don't pay.",
    },
  ],
  servicesPreview: {
    heading: 'Our Services',
    intro: 'Eight services that take you from your first filing to your first customers, and beyond.',
    primary: { label: 'Get Started', href: '/consultation' },
    allServices: { label: 'Explore All 8 Services', href: '/services' },
  },
  process: [
    {
      step: 1,
      title: 'Discovery & Strategy',
      text: 'In a consultation we learn your goals, budget and timeline, then recommend the structure and services that fit.',
    },
    {
      step: 2,
      title: 'Foundation & Formation',
      text: 'We form your entity, obtain your EIN and put the legal and financial basics in place, in 30 days or less.',
    },
    {
      step: 3,
      title: 'Launch & Marketing',
      text: 'Your brand, website or store and marketing channels go live; a full launch typically takes 4-8 weeks.',
    },
    {
      step: 4,
      title: 'Growth & Scale',
      text: 'After launch we stay with you to refine your marketing, automate operations and upgrade your package as you grow.',
    },
  ],
  about: {
    heading: 'About Inspivision',
    text: 'Since 2021 we have helped entrepreneurs, creators and nonprofits across the US and around the world turn ideas into properly set up, operating businesses.',
    link: { label: 'Learn More About Us', href: '/about' },
    stats: [
      { value: '190', label: 'Business Launched' },
      { value: '98%', label: 'Success Rate' },
      { value: '24/7', label: 'Support' },
    ],
  },
  faq: [
    {
      question: 'How long does it take to launch my business?',
      answer:
        'Complete business setup, including entity formation, your EIN and the essentials you need to start operating, takes 30 days or less. A full launch with branding, a website and marketing typically takes 4-8 weeks, depending on the services you choose.',
    },
    {
      question: 'What is the 30-day launch guarantee?',
      answer:
        "If your business is not operational within 30 days, you don't pay. Our Refund Policy explains how the guarantee works, including what counts as operational.",
    },
    {
      question: 'Do you work with clients outside the United States?',
      answer:
        'Yes. We serve clients nationwide across the US and offer remote services worldwide, including US company formation, EINs for owners without a Social Security number and preparation for US banking.',
    },
    {
      question: 'What happens after my business launches?',
      answer:
        'Every package includes post-launch support. As your needs grow you can upgrade your package at any time, and everything you have already paid is credited toward the upgrade.',
    },
  ],
  faqCta: { label: 'Ask Your Question', href: '/quick-question' },
  finalCta: {
    heading: 'Ready to Launch Your Business?',
    text: 'Schedule a consultation and we will map out your next steps together, or e-mail us with any question.',
    primary: { label: 'Schedule a Consultation', href: '/consultation' },
    secondary: { label: 'Email Us', href: `mailto:${EMAIL}` },
    email: EMAIL,
  },
};

const services: ServicesPageContent = {
  hero: {
    heading: 'Services to Start, Launch and Grow Your Business',
    subheading:
      'From business formation to websites, branding, marketing, automation and international setup: choose one service or combine several into a complete launch.',
    primary: { label: 'Book Consultation', href: '/consultation' },
  },
  method: {
    heading: 'How We Launch Businesses',
    intro: 'The same three-step method is behind every launch we run, whether you need one service or all eight.',
    steps: [
      {
        step: 1,
        title: 'Plan',
        text: 'We review your idea or business, goals, budget and timeline, and agree on a written scope with clear deliverables.',
      },
      {
        step: 2,
        title: 'Build',
        text: 'Our team forms your company and builds your brand, website and systems, keeping you updated in your client portal.',
      },
      {
        step: 3,
        title: 'Launch & Support',
        text: 'We go live together, check that everything works, and stay on hand with post-launch support included in every package.',
      },
    ],
    stats: [
      { value: '200+', label: 'Businesses Launched' },
      { value: '98%', label: 'Success Rate' },
    ],
  },
  finalCta: {
    heading: 'Not Sure Which Services You Need?',
    text: 'Book a consultation and we will recommend the services that fit your goals and budget, or send a service inquiry and we will reply within 2 hours.',
    primary: { label: 'Book Consultation', href: '/consultation' },
    secondary: { label: 'Get Started Today', href: '/service-inquiry' },
  },
};

const portfolio: PortfolioPageContent = {
  hero: {
    heading: 'Our Work',
    subheading:
      'Case studies from businesses we have helped launch and grow. Client names are kept private; the situations, the work and the results are real.',
  },
  cta: {
    heading: 'Ready to Start Your Project?',
    text: 'Tell us where your business is today and where you want it to be, and we will show you how we would get it there.',
    primary: { label: 'Start Your Project', href: '/contact' },
    secondary: { label: 'Book Consultation', href: '/consultation' },
  },
};

const blog: BlogPageContent = {
  hero: {
    heading: 'Business Insights & Resources',
    subheading:
      'Practical guides on business formation, marketing, international expansion and nonprofits, plus quick tips for your business type and stage.',
  },
  emptyState: {
    title: 'No Articles Found',
    text: 'There are no articles to show right now. Please check back soon.',
    link: { label: 'View All Articles', href: '/blog' },
  },
  promo: {
    heading: 'Ready to Put This Into Practice?',
    cards: [
      {
        title: 'Business Formation',
        text: 'LLCs, corporations and nonprofits formed with your EIN and compliance calendar, in 30 days or less.',
        href: '/services',
      },
      {
        title: 'Digital Marketing',
        text: 'A marketing plan, campaigns and monthly reporting focused on leads and sales, not likes.',
        href: '/services',
      },
      {
        title: 'International Business',
        text: 'Form and run a US company from anywhere, with EIN, registered agent and banking preparation.',
        href: '/services',
      },
    ],
  },
  consultationCta: {
    heading: 'Have a Question About Your Business?',
    text: 'Book a consultation and talk through your plans with our team.',
    primary: { label: 'Book Consultation', href: '/consultation' },
  },
  newsletter: {
    heading: 'Get Business Insights in Your Inbox',
    text: 'Practical guides and updates for founders. Unsubscribe at any time.',
    buttonLabel: 'Subscribe',
  },
};

const about: AboutPageContent = {
  hero: {
    heading: 'About Inspivision',
    subheading:
      'We help people turn ideas into businesses that are properly set up, well presented and ready for customers.',
  },
  story: [
    'Inspivision was founded in 2021 after we watched too many good ideas stall in the gap between deciding to start a business and actually opening for customers. Founders were juggling a filing service for their LLC, a freelancer for their logo, someone else for the website and another for marketing, and no one was responsible for making the pieces fit together.',
    'We set out to be the one team that handles the whole launch: forming the company, building the brand and online presence, setting up the systems and bringing in the first customers. Since then we have helped 190 businesses launch, from local service companies and online stores to creators, nonprofits and founders abroad who wanted a US company.',
    'We are a US company serving clients nationwide, and we work remotely with clients worldwide. Whatever the project, our approach stays the same: explain every decision in plain language, do the work properly, and stay with our clients after launch day.',
  ],
  nameMeaning: {
    intro: 'Our name joins three words that describe how we work with every client.',
    parts: [
      {
        word: 'Inspire',
        meaning: 'We help you see what your idea can become and give you the confidence to start.',
      },
      {
        word: 'Pivot',
        meaning: 'We adapt to your situation and help you change course when your market or your goals shift.',
      },
      {
        word: 'Vision',
        meaning: 'We plan beyond launch day, building a foundation for where you want your business to go.',
      },
    ],
    summary: 'Inspire + Pivot + Vision = Inspivision.',
  },
  whatWeDo: {
    intro: 'We bring everything a new business needs into one coordinated launch, through eight services.',
    items: [
      {
        title: 'Form and protect',
        text: 'Business formation and legal setup for LLCs, corporations and nonprofits, with EIN, operating documents and compliance dates.',
      },
      {
        title: 'Build your presence',
        text: 'Branding and identity design, websites and apps, and online stores that are ready to sell.',
      },
      {
        title: 'Find customers',
        text: 'Digital marketing built around your customers, measured by leads and sales.',
      },
      {
        title: 'Run smarter',
        text: 'Business systems and automation for booking, invoicing, follow-ups and bookkeeping.',
      },
      {
        title: 'Grow an audience into a business',
        text: 'Creator growth and business launch for creators and influencers ready to monetize.',
      },
      {
        title: 'Go global',
        text: 'International business services for founders outside the US who want a US company.',
      },
    ],
  },
  mission:
    'To make starting a business straightforward for anyone with a sound idea, by handling the setup, explaining every decision in plain language and staying with our clients after launch.',
  vision:
    'A world where anyone with a sound idea, wherever they live, can build a properly structured business and reach the customers it was meant for.',
  stats: [
    { value: '2021', label: 'Founded' },
    { value: '190', label: 'Business Launched' },
    { value: '98%', label: 'Success Rate' },
    { value: '24/7', label: 'Support' },
  ],
  reasons: [
    {
      title: 'One team from filing to first customer',
      text: 'Formation, branding, website, marketing and systems are planned together, so nothing falls between providers.',
    },
    {
      title: '30-day launch guarantee',
      text: "Complete business setup in 30 days or less. If your business is not operational within 30 days, you don't pay.",
    },
    {
      title: 'Plain-language guidance',
      text: 'We explain the why behind every recommendation, so you can make decisions with confidence.',
    },
    {
      title: 'Support after launch',
      text: "Post-launch support is included in every package, and you can upgrade with credit for everything you've already paid.",
    },
    {
      title: 'Quick answers',
      text: 'Service inquiries are answered within 2 hours and quick questions within 24 hours.',
    },
    {
      title: 'Nationwide and worldwide',
      text: 'We serve clients across the US and work remotely with founders around the world.',
    },
  ],
  cta: {
    heading: "Let's Build Your Business Together",
    text: 'Book a consultation to talk through your idea, your goals and the fastest sensible path to launch.',
    primary: { label: 'Book Consultation', href: '/consultation' },
  },
};

const contact: ContactPageContent = {
  hero: {
    heading: 'Contact Us',
    subheading:
      'Book a consultation, tell us about the services you need, or ask a quick question. Choose the form that fits and our team will take it from there.',
  },
  email: EMAIL,
  businessHours: BUSINESS_HOURS,
  serviceArea: SERVICE_AREA,
  responseTimes: { serviceInquiry: 'Within 2 hours', quickQuestion: 'Within 24 hours' },
  tabs: [
    {
      key: 'consultation',
      label: 'Book a Consultation',
      description: 'Choose a time to talk through your goals, budget and timeline with our team.',
    },
    {
      key: 'services',
      label: 'Service Inquiry',
      description: 'Tell us which services you need and your budget. We reply within 2 hours.',
    },
    {
      key: 'questions',
      label: 'Quick Question',
      description: 'Ask us anything about starting or growing your business. We answer within 24 hours.',
    },
  ],
  faq: [
    {
      question: 'How quickly will I hear back?',
      answer:
        'Service inquiries are answered within 2 hours and quick questions within 24 hours. When you book a consultation, approval and confirmation are sent to you by e-mail.',
    },
    {
      question: 'Which form should I use?',
      answer:
        'Book a consultation if you would like to talk your plans through with us. Send a service inquiry if you already know which services you need. Use a quick question for anything else, such as how a process works or whether we can help with your situation.',
    },
    {
      question: 'What happens during a consultation?',
      answer:
        'We review your idea or business, your goals, budget and timeline, and recommend the business structure and services that fit. You leave with clear next steps and, if you want to go ahead, a written proposal follows.',
    },
    {
      question: 'How do payments work?',
      answer:
        'All prices are in US dollars and payments are made by card through our secure payment processor. Consultations must be paid at least 2 hours before the appointment; unpaid consultations are cancelled automatically 30 minutes before their start time. Projects are billed as a deposit and a balance, as set out in your proposal.',
    },
    {
      question: 'Can I reschedule or cancel my consultation?',
      answer:
        'Yes. More than 24 hours before your appointment you can cancel for a full refund or reschedule for free. Less than 24 hours before, payments are not refunded, but you can reschedule once for a $50 fee. Our Refund Policy has the full details.',
    },
    {
      question: 'Do you work with clients outside the US?',
      answer:
        'Yes. We serve clients nationwide and offer our services remotely worldwide. Calls are held during our business hours, Monday to Friday 9AM-6PM EST, and documents are signed online.',
    },
  ],
};

const terms: LegalPageContent = {
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    'These Terms of Service govern your use of the Inspivision website, client portal and services. Please read them together with our Privacy Policy and our Refund Policy, which form part of these terms.',
  sections: [
    {
      heading: 'Agreement to These Terms',
      paragraphs: [
        'By using our website, booking a consultation, creating an account or buying any of our services, you agree to these terms. If you act on behalf of a company or organization, you confirm that you are authorized to accept these terms for it.',
        'If you do not agree with these terms, please do not use our website or services.',
      ],
    },
    {
      heading: 'Who We Are',
      paragraphs: [
        'Inspivision ("Inspivision", "we", "us") is a US business-launch and consulting company founded in 2021. We serve clients nationwide across the United States and provide remote services worldwide. You can reach us at hello@inspivision.com, Monday to Friday 9AM-6PM EST.',
      ],
    },
    {
      heading: 'Our Services',
      paragraphs: [
        'We offer business formation and legal setup, website and app development, branding and identity design, digital marketing, business systems and automation, creator growth and business launch, international business services, and e-commerce and online store solutions.',
        'The scope, deliverables, timeline and price of each project are set out in the proposal or invoice you accept. If a proposal conflicts with these terms, the proposal governs for that project.',
      ],
    },
    {
      heading: 'Not Legal, Tax or Financial Advice',
      paragraphs: [
        'Inspivision is not a law firm or an accounting firm, and our services are not a substitute for advice from a licensed attorney or certified public accountant. We prepare and file documents based on the information and instructions you give us and explain common options in plain language. For legal or tax advice about your particular situation, please consult a licensed professional; we are happy to work alongside yours.',
        "Government agencies, banks, payment processors and other third parties make their own decisions on applications we prepare or submit for you. Except as set out in our 30-day launch guarantee, we cannot guarantee any third party's decision or processing time.",
      ],
    },
    {
      heading: 'Consultations',
      paragraphs: [
        'Consultations are booked through our website. Approval and confirmation of your booking are sent by e-mail.',
        'Consultation fees are charged in US dollars and must be paid at least 2 hours before the appointment. A consultation that is still unpaid 30 minutes before its start time is cancelled automatically.',
        'Cancellations, rescheduling and missed appointments are handled as described in our Refund Policy.',
      ],
    },
    {
      heading: 'Proposals, Invoices and Payment',
      paragraphs: [
        'All prices are in US dollars. Payments are made by card and processed by our third-party card payment processor; we do not store your full card number.',
        'Projects are usually billed as a deposit, paid before work begins, and a balance, paid as set out in your proposal. Your proposal states which government filing fees and third-party costs are included and which are billed separately.',
        'Invoices are due by the date shown on them. We may pause work on a project while an invoice is overdue, and we will tell you before we do.',
        'Deposits, balance payments and refunds are governed by our Refund Policy.',
      ],
    },
    {
      heading: 'Package Upgrades',
      paragraphs: [
        'You can upgrade your package at any time. Amounts you have already paid for your current package are credited toward the upgraded package.',
      ],
    },
    {
      heading: 'Timelines and the 30-Day Launch Guarantee',
      paragraphs: [
        'We complete business setup in 30 days or less. Projects that also include branding, a website or marketing typically launch within 4-8 weeks, depending on scope; your proposal gives the timeline for your project.',
        "Our 30-day launch guarantee means that if your business is not operational within 30 days, you don't pay. How the 30 days are counted, what counts as operational and how to make a claim are set out in our Refund Policy.",
      ],
    },
    {
      heading: 'Your Responsibilities',
      paragraphs: [
        'You agree to give us accurate, complete and current information, to respond to our questions, review drafts and sign documents promptly, and to tell us if anything changes. Delays in receiving what we need from you extend the project timeline.',
        'You remain responsible for the decisions you make about your business, for operating it lawfully, and for the content, images and other materials you provide to us, including having the right to use them.',
      ],
    },
    {
      heading: 'Revisions and Acceptance',
      paragraphs: [
        'You may request revisions or raise concerns about a deliverable within 14 days of its delivery. We will work with you to address them within the scope of your project. After 14 days the deliverable is considered accepted, and further changes may be quoted as new work.',
      ],
    },
    {
      heading: 'Post-Launch Support',
      paragraphs: [
        'Every package includes post-launch support, as described in your proposal. Our support team responds within 24 hours on business days.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'Once you have paid in full, you own the final deliverables we create specifically for you, such as your logo files, website content and business documents. Third-party components, such as fonts, stock images, plugins, software platforms and templates, remain subject to their own licenses. We keep ownership of our own tools, methods and know-how.',
        'We may describe your project in anonymised case studies. We will not publish your name, logo or identifiable details without your permission.',
      ],
    },
    {
      heading: 'Client Portal and Accounts',
      paragraphs: [
        'Your account gives you access to your projects, proposals, invoices, messages and documents. Keep your login details confidential; you are responsible for activity under your account. We may suspend an account that is misused or that breaks these terms.',
      ],
    },
    {
      heading: 'Referral Credits',
      paragraphs: [
        'Account credits earned through our referral program can be applied toward future invoices, under the program rules shown in your client portal. Credits have no cash value, cannot be transferred and may expire on the date shown in your portal.',
      ],
    },
    {
      heading: 'Testimonials and Feedback',
      paragraphs: [
        'Testimonials you submit are reviewed by our team before publication and are published only with your consent. We may correct obvious typing errors, but we do not change the meaning of what you wrote. You can ask us to remove your testimonial at any time.',
      ],
    },
    {
      heading: 'AI Assistant and Business Tips',
      paragraphs: [
        'Our website offers an AI assistant and AI-generated business tips for general information. Their answers are produced automatically, may be incomplete or inaccurate and are not professional advice. Please confirm anything important with our team, and do not enter sensitive personal information such as identification numbers into the assistant.',
      ],
    },
    {
      heading: 'Communications',
      paragraphs: [
        'We send transactional messages, such as booking confirmations, reminders, invoices and project updates, as part of providing our services. We send marketing e-mails only if you subscribe, and every marketing e-mail includes a way to unsubscribe; transactional messages may still arrive after you unsubscribe.',
        'If you opt in to text messages, you can opt out at any time by replying STOP. Message and data rates may apply.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        "You agree not to use our website or services for any unlawful purpose, to submit false information, to attempt to access another person's account or data, to interfere with the operation or security of our website, or to copy or scrape its content in bulk.",
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'We keep the business information you share with us confidential and use it only to provide our services, except where we must submit it to government agencies or other parties to complete the work you asked for, or as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, Inspivision is not liable for indirect, incidental, special or consequential damages, or for lost profits or revenue, arising from your use of our website or services. Our total liability for any claim related to a service is limited to the amount you paid us for that service.',
        'Nothing in these terms limits any rights you have that cannot be limited under applicable law.',
      ],
    },
    {
      heading: 'Ending a Project',
      paragraphs: [
        'Either of us may end a project by written notice. You remain responsible for work performed and costs incurred up to that point, and any refund is handled under our Refund Policy.',
      ],
    },
    {
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of the United States and of the state in which Inspivision has its principal place of business, without regard to conflict-of-law rules. If a problem arises, please contact us first at hello@inspivision.com; most concerns can be resolved quickly and informally.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The effective date at the top of this page shows when they last changed. If we make a material change, we will let account holders know by e-mail before it takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'Questions about these terms? E-mail hello@inspivision.com. Our business hours are Monday to Friday 9AM-6PM EST.',
      ],
    },
  ],
};

const privacy: LegalPageContent = {
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    'This Privacy Policy explains what personal information Inspivision collects through our website, client portal and services, how we use and share it, and the choices you have.',
  sections: [
    {
      heading: 'Information You Give Us',
      paragraphs: [
        'When you book a consultation, send a service inquiry or ask a question, we collect your name, e-mail address, phone number, country, business type, budget range, the services you are interested in, your message and any appointment time you choose.',
        'When you create an account, we collect your name, e-mail address and password, and optionally your phone number, country, time zone and reminder preferences. Passwords are stored only in hashed form.',
        'When you become a client, we collect the information needed to deliver your project, such as owner and business details for formation filings and tax ID applications, identification documents where a filing requires them, questionnaire answers, documents you upload and messages you send us.',
        'We also collect the information you choose to give us when you submit a testimonial, subscribe to our newsletter, unsubscribe from e-mails or use our referral program.',
      ],
    },
    {
      heading: 'Payment Information',
      paragraphs: [
        'Card payments are processed by our third-party card payment processor. We do not receive or store your full card number. We keep records of your invoices, amounts, payment status and receipts for accounting and tax purposes.',
      ],
    },
    {
      heading: 'Information Collected Automatically',
      paragraphs: [
        "We use a session cookie to keep you signed in to your account. We record page views with an analytics service to understand how our website is used. We count visitors once a day without a cookie, by a keyed hash of your IP address, your browser's user agent and the date that cannot be turned back into them and changes every day. When you arrive through a referral link, we record the visit the same way with your browser's user agent. Our servers also keep standard technical logs for security and troubleshooting.",
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use personal information to respond to your inquiries and questions, schedule and confirm consultations, send reminders, prepare proposals and invoices, process payments, deliver your project, file documents with government agencies on your behalf, provide support, and keep our website and accounts secure.',
        'With your consent, we also use your e-mail address to send our newsletter and other marketing messages. We use aggregated analytics to improve our website and services.',
      ],
    },
    {
      heading: 'AI Assistant',
      paragraphs: [
        'Messages you type into our AI assistant or business tips tool are processed to generate a response and may be sent to an AI service provider for that purpose. Please do not enter sensitive information, such as identification numbers or financial account details, into these tools.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We share personal information with service providers that help us run our business, such as hosting and database providers, e-mail and text message delivery, card payment processing, calendar and video meeting tools, e-signature, analytics and AI services. They may use it only to provide their services to us.',
        'We share information with government agencies, such as state business registries and the IRS, when a filing you asked us to make requires it, and with professionals you ask us to work with, such as your attorney or accountant.',
        'We may also disclose information when required by law, to protect the rights and safety of our clients and our business, or as part of a merger, acquisition or sale of our business.',
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising.',
      ],
    },
    {
      heading: 'Cookies and Analytics',
      paragraphs: [
        'The session cookie is necessary for signing in and cannot be turned off while you use your account. You can block or delete cookies in your browser settings, but the client portal will not work without the session cookie.',
        'When you arrive through a referral link, a cookie remembers the referral code for 30 days so that the person who referred you is credited if you create an account. Declining cookies in the cookie banner deletes it; the code is then kept only until you close the tab.',
      ],
    },
    {
      heading: 'E-mails and Text Messages',
      paragraphs: [
        'You can unsubscribe from marketing e-mails at any time through the link in each e-mail or on our unsubscribe page. Transactional messages about your bookings, invoices and projects may still be sent after you unsubscribe.',
        'If you opt in to text messages, you can opt out at any time by replying STOP.',
      ],
    },
    {
      heading: 'How Long We Keep Information',
      paragraphs: [
        'We keep personal information for as long as we need it to provide our services and to meet our legal, tax and accounting obligations. When it is no longer needed, we delete it or make it anonymous.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect personal information with encrypted connections, hashed passwords and access limited to staff who need it for their work. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you of a breach where the law requires it.',
      ],
    },
    {
      heading: 'Your Rights and Choices',
      paragraphs: [
        'You can ask us to tell you what personal information we hold about you, to correct it, to delete it or to provide a copy, and you can opt out of marketing at any time. Residents of California and other states with privacy laws may have additional rights under those laws. We will not treat you differently for exercising your rights.',
        'To make a request, e-mail hello@inspivision.com. We may need to verify your identity before we act on it.',
      ],
    },
    {
      heading: 'International Clients',
      paragraphs: [
        'We are based in the United States, and information we collect is processed and stored in the US. If you use our services from another country, your information will be transferred to the US, and we apply the protections described in this policy wherever you are.',
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'Our services are intended for adults starting or running a business or organization. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The effective date at the top of this page shows when it last changed. If we make a material change, we will let account holders know by e-mail.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'Questions about your privacy? E-mail hello@inspivision.com. Our business hours are Monday to Friday 9AM-6PM EST.',
      ],
    },
  ],
};

const refundPolicy: LegalPageContent = {
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro:
    'This Refund Policy explains how cancellations, rescheduling, refunds and our 30-day launch guarantee work. All amounts are in US dollars, and payments are made by card through our third-party card payment processor. It forms part of our Terms of Service.',
  sections: [
    {
      heading: 'Consultation Payments',
      paragraphs: [
        'Consultation payment is due at least 2 hours before your appointment.',
        'A consultation that is still unpaid 30 minutes before its scheduled start time is cancelled automatically and the time slot is released. You are welcome to book a new time.',
      ],
    },
    {
      heading: 'Cancelling a Consultation',
      paragraphs: [
        'If you cancel more than 24 hours before your appointment, you can choose a full refund or a free reschedule.',
        'If you cancel less than 24 hours before your appointment, the payment is not refunded. You may reschedule once, for a $50 fee.',
      ],
    },
    {
      heading: 'Rescheduling a Consultation',
      paragraphs: [
        'Your first reschedule is free if you make it more than 24 hours before your appointment. Each further reschedule costs $50.',
        'A request to reschedule on the same day as your appointment is treated as a cancellation made less than 24 hours in advance.',
      ],
    },
    {
      heading: 'Missed Appointments (No-Shows)',
      paragraphs: [
        'If you do not attend your consultation and have not cancelled or rescheduled it in advance, the payment is not refunded and the consultation cannot be rescheduled.',
      ],
    },
    {
      heading: 'Project Deposits',
      paragraphs: [
        'Project deposits are non-refundable once work has started.',
        'If you cancel a project before work begins, we refund 100% of your deposit minus a $100 administrative fee.',
      ],
    },
    {
      heading: 'Balance Payments',
      paragraphs: ['Balance payments are non-refundable.'],
    },
    {
      heading: 'Revisions and Concerns',
      paragraphs: [
        'If a deliverable does not meet what was agreed, please send revision requests or concerns within 14 days of delivery and we will work with you to put it right. Requests made after 14 days may be quoted as new work.',
      ],
    },
    {
      heading: 'Digital Products',
      paragraphs: [
        'Digital products, such as templates, guides and downloadable or online materials, are non-refundable once they have been accessed.',
      ],
    },
    {
      heading: '30-Day Launch Guarantee',
      paragraphs: [
        "We complete business setup in 30 days or less. If your business is not operational within 30 days, you don't pay: we refund what you paid for the business setup covered by the guarantee. Where the guarantee applies, it takes precedence over the deposit and balance rules above.",
        'The 30 days start when your deposit has been paid and we have received the information we need to begin, as requested in your onboarding. Your business is operational when your company has been formed and the business setup deliverables listed in your proposal are complete.',
        'Time spent waiting for information, documents, signatures or approvals from you is not counted toward the 30 days. To make a claim, e-mail hello@inspivision.com with your invoice number.',
      ],
    },
    {
      heading: 'How to Request a Refund',
      paragraphs: [
        'E-mail hello@inspivision.com with your name, your invoice number and the reason for your request. Approved refunds are returned to the card used for the original payment and take 5-10 business days to appear, depending on your card issuer.',
      ],
    },
    {
      heading: 'Support',
      paragraphs: [
        'Our support team responds within 24 hours on business days. Our business hours are Monday to Friday 9AM-6PM EST.',
      ],
    },
  ],
};

/** Static pages (table `pages`). Slugs are unique; all pages are published. */
export const SEED_PAGES: SeedPage[] = [
  {
    slug: 'home',
    title: 'Inspivision | Business Formation, Branding & Launch Services',
    metaDescription:
      'Inspivision helps entrepreneurs, creators and nonprofits form, brand and launch their businesses. Complete business setup in 30 days or less, guaranteed.',
    content: home,
  },
  {
    slug: 'services',
    title: 'Services: Formation, Websites, Branding & Marketing | Inspivision',
    metaDescription:
      'Eight services to start and grow your business: formation, websites and apps, branding, digital marketing, automation, creator, international and e-commerce.',
    content: services,
  },
  {
    slug: 'portfolio',
    title: 'Portfolio & Case Studies | Inspivision',
    metaDescription:
      'Case studies from businesses we helped launch and grow: formation, international setup, nonprofits, marketing, branding and creator monetization.',
    content: portfolio,
  },
  {
    slug: 'blog',
    title: 'Business Insights Blog | Inspivision',
    metaDescription:
      'Practical guides on business formation, LLCs and corporations, international founders, nonprofits, marketing and automation for new businesses.',
    content: blog,
  },
  {
    slug: 'about',
    title: 'About Us | Inspivision',
    metaDescription:
      'Founded in 2021, Inspivision (Inspire + Pivot + Vision) has helped 190 businesses launch. Learn our story, mission and why clients choose us.',
    content: about,
  },
  {
    slug: 'contact',
    title: 'Contact Us | Inspivision',
    metaDescription:
      'Book a consultation, send a service inquiry or ask a quick question. Inquiries answered within 2 hours, questions within 24 hours. hello@inspivision.com',
    content: contact,
  },
  {
    slug: 'terms',
    title: 'Terms of Service | Inspivision',
    metaDescription:
      'The terms that govern the Inspivision website, client portal and services, including payments, upgrades, revisions and our 30-day launch guarantee.',
    content: terms,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy | Inspivision',
    metaDescription:
      'How Inspivision collects, uses, shares and protects your personal information, and the choices and rights you have.',
    content: privacy,
  },
  {
    slug: 'refund-policy',
    title: 'Refund & Cancellation Policy | Inspivision',
    metaDescription:
      'Consultation cancellations and rescheduling, project deposits, balance payments, refunds and how our 30-day launch guarantee works.',
    content: refundPolicy,
  },
];
