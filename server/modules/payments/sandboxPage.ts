import {
  CSP_NONCE_PLACEHOLDER,
  fromMicros,
  type Language,
  type OnlineChannel,
} from '../../../contract';
import { translate } from '../../i18n';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:flex;
justify-content:center;padding:48px 16px;color:#1f2330}main{background:#fff;border-radius:12px;
box-shadow:0 4px 24px #0001;padding:32px;max-width:420px;width:100%}h1{font-size:20px;margin:0 0 4px}
.tag{display:inline-block;background:#fff4d6;color:#8a5a00;border-radius:4px;padding:2px 8px;font-size:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}dt{color:#667}dd{margin:0;font-weight:600}
.card{display:block;border:1px solid #dde;border-radius:8px;padding:12px;font-family:monospace;margin-bottom:12px}
fieldset{border:0;padding:0;margin:0 0 24px}legend{color:#667;margin-bottom:8px}
.qr{width:120px;height:120px;margin:0 auto 24px;background:repeating-conic-gradient(#1f2330 0 25%,#fff 0 50%) 0 0/20px 20px;border:8px solid #fff;outline:1px solid #dde}
form .actions{display:flex;gap:12px}button{flex:1;height:46px;border-radius:6px;font-size:16px;cursor:pointer;border:1px solid #2C46EA}
.pay{background:#2C46EA;color:#fff}.decline{background:#fff;color:#2C46EA}p{line-height:1.5}`;

const page = (language: Language, title: string, body: string) => `<!doctype html>
<html lang="${language === 'zh_CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style nonce="${CSP_NONCE_PLACEHOLDER}">${STYLE}</style></head><body><main>${body}</main></body></html>`;

export interface CheckoutView {
  orderId: string;
  orderNo: string;
  amountMicros: number;
  channel: OnlineChannel;
  token: string;
  language: Language;
}

/** The sandbox checkout: the order, a method-specific look, and Pay / Decline. */
export function checkoutPage(view: CheckoutView) {
  const t = (key: string) => escape(translate(view.language, `wallet.sandbox.${key}`));
  const method = t(`channel.${view.channel}`);
  const card = (last4: string, number: string, behaviour: string, checked: boolean) =>
    `<label class="card"><input type="radio" name="card" value="${last4}"${checked ? ' checked' : ''}> ${number} · 12/34 · 123 — ${t(behaviour)}</label>`;
  const instrument =
    view.channel === 'card' || view.channel === 'unionpay'
      ? `<fieldset><legend>${t('cardLabel')}</legend>
${card('4242', '4242 4242 4242 4242', 'cardApproves', true)}
${card('0002', '4000 0000 0000 0002', 'cardDeclinesLater', false)}
<label><input type="checkbox" name="save" value="1"> ${t('save')}</label></fieldset>`
      : `<div class="qr" role="img" aria-label="${t('qr')}"></div>`;
  const hidden = `<input type="hidden" name="token" value="${escape(view.token)}">
<input type="hidden" name="lang" value="${view.language}">`;
  const action = (verb: string) => `/om/pay/sandbox/${encodeURIComponent(view.orderId)}/${verb}`;
  return page(
    view.language,
    t('title'),
    `<h1>${method}</h1><span class="tag">${t('tag')}</span>
<dl><dt>${t('orderNo')}</dt><dd>${escape(view.orderNo)}</dd>
<dt>${t('amount')}</dt><dd>${fromMicros(view.amountMicros)} USD</dd></dl>
<form method="post">${hidden}
${instrument}
<div class="actions">
<button class="pay" type="submit" formaction="${action('pay')}">${t('pay')}</button>
<button class="decline" type="submit" formaction="${action('decline')}">${t('decline')}</button>
</div>
</form>`,
  );
}

/** A message page of the sandbox: paid, declined, expired, already handled, bad link. */
export function messagePage(language: Language, key: string) {
  const t = (k: string) => escape(translate(language, `wallet.sandbox.${k}`));
  return page(language, t('title'), `<h1>${t(`${key}.title`)}</h1><p>${t(`${key}.text`)}</p>`);
}
