/** English messages of the catalogue area: product details, More APIs, pricing, chat widget. */
export const catalogueEn = {
  details: {
    productId: 'Product ID',
    state: 'State',
    activatedAt: 'Activated on',
    price: 'Price',
    docs: 'API documentation',
    pricing: 'Prices by country',
    close: 'Close',
  },
  moreApis: {
    title: 'More APIs',
    search: 'Product name',
    number: 'No.',
    name: 'Product name',
    introduction: 'Introduction',
    state: 'State',
    action: 'Action',
    empty: 'No product matches your search.',
  },
  pricing: {
    title: 'Pricing',
    tabs: { whatsapp: 'WhatsApp', otp: 'OTP', sms_promotion: 'SMS promotion' },
    search: 'Country or region',
    country: 'Country / region',
    dialCode: 'Calling code',
    notes: {
      whatsapp:
        'USD per delivered message by template category. Service replies within the 24-hour customer window are free.',
      otp: 'USD per verification: WhatsApp and SMS per message, voice per call.',
      sms_promotion: 'USD per message segment (160 GSM-7 or 70 Unicode characters).',
    },
    columns: {
      whatsapp: {
        marketing: 'Marketing',
        utility: 'Utility',
        authentication: 'Authentication',
        service: 'Service',
      },
      otp: { whatsapp: 'WhatsApp', sms: 'SMS', voice: 'Voice' },
      sms_promotion: { promotion: 'Price per message' },
    },
    free: 'Free',
    empty: 'No country or region matches your search.',
  },
  inlineChat: {
    title: 'WhatsApp',
    subtitle: 'Typically replies within minutes',
    defaultGreeting: 'Hi there! How can we help you?',
    start: 'Start chat',
    open: 'Chat with us on WhatsApp',
    close: 'Close the chat',
    invalid: 'This chat widget is not set up: its WhatsApp number is missing or invalid.',
  },
  generator: {
    title: 'Website chat widget',
    intro:
      'Put a WhatsApp chat button on your website: enter your number and greeting, then paste the code into your pages.',
    phone: 'WhatsApp number',
    phoneHint: 'With the country code, e.g. +8613800000000',
    phoneInvalid: 'Enter 7 to 15 digits with the country code.',
    greeting: 'Greeting',
    language: 'Widget language',
    code: 'Embed code',
    link: 'Widget address',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    preview: 'Preview',
  },
};

export type CatalogueMessages = typeof catalogueEn;
