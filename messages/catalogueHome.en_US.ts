/** The catalogue's messages home shows: its product tiles and the service team card. */
export const catalogueHomeEn = {
  products: {
    activate: 'Activate',
    use: 'Use',
    learnMore: 'Learn more',
    details: 'Details',
    activateTitle: 'Activate %{name}?',
    activateContent:
      'Once activated, %{name} can be called with your API keys and its usage is charged to your wallet at the listed prices.',
    activatedDone: '%{name} is activated.',
    priceFrom: 'From %{price} USD / %{unit}',
    units: { message: 'message', number: 'number', call: 'call' },
    noPrice: 'Price on request',
    mainOnly: 'Only the main account can activate products.',
    none: 'None',
    loadFailed: 'The products could not be loaded.',
    retry: 'Try again',
  },
  home: {
    serviceTeam: 'Service team',
    serviceIntro: 'Questions about products, prices or your bill? Contact us.',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    hours: 'Hours',
    apiDocs: 'API docs',
    apiDocsIntro: 'Guides and references for every product API.',
    openDocs: 'Open the API docs',
    topUp: 'Top up',
    moreApis: 'More APIs',
    spendTitle: 'Spend in the last 30 days (USD)',
    spendTotal: 'Total %{amount} USD',
    spendEmpty: 'No spend in the last 30 days.',
    spendDay: '%{date}: %{amount} USD',
  },
};

export type CatalogueHomeMessages = typeof catalogueHomeEn;
