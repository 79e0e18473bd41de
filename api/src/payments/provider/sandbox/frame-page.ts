import { createHash } from 'node:crypto';
import { SANDBOX_TOKENS_PATH } from './sandbox-payment-provider';

/**
 * The sandbox's card-entry frame: the only page where a card number is typed. It is served by
 * the sandbox "provider" under /sandbox-provider, not by the portal's web app, and talks to the
 * portal's page only by postMessage:
 *
 * - parent -> frame: `{ type: 'sandbox-provider:init', authorization, apiKey, sessionToken,
 *   timestamp, messageId }` (the spec's init message), accepted only from an allowed origin;
 * - frame -> parent: `{ type: 'sandbox-provider:response', messageId, statusCode: 'Created',
 *   fundingAccountToken, fundingCategory, fundingMethod, fundingAccountLastFourDigits }` or
 *   `{ ..., statusCode: 'Failed', statusDescriptions }`, sent to the init message's origin only;
 *   and `{ type: 'sandbox-provider:resize', height }` whenever its content's height changes, so
 *   the parent can size the iframe (error lines, narrow screens).
 *
 * Script and style are inline and allowed by their hashes alone (the CSP below), so nothing
 * else can run in the frame, not even the portal's own scripts.
 */
export const FRAME_MESSAGE_TYPES = { init: 'sandbox-provider:init', response: 'sandbox-provider:response', resize: 'sandbox-provider:resize' } as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:4px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:transparent}
form{display:grid;gap:12px;max-width:560px}
.row{display:grid;gap:12px;grid-template-columns:1fr 1fr}
label{display:block;font-weight:500;font-size:14px;margin-bottom:4px}
input,select{width:100%;min-height:40px;padding:6px 10px;font:inherit;border:1px solid #868e96;border-radius:4px;background:#fff;color:inherit}
input:focus,select:focus{outline:2px solid #1c7ed6;outline-offset:1px}
[aria-invalid=true]{border-color:#c92a2a}
.error{color:#c92a2a;font-size:14px;margin:4px 0 0}
.error:empty{display:none}
button{min-height:40px;padding:0 18px;font:inherit;font-weight:600;color:#fff;background:#1c6bb0;border:0;border-radius:4px;cursor:pointer;justify-self:start}
button:disabled{background:#868e96;cursor:not-allowed}
.note{font-size:13px;color:#495057;margin:0}
@media (max-width:420px){.row{grid-template-columns:1fr}}
`;

/** Runs in the frame. Kept as plain ES2017 without imports: it is the whole of the frame's code. */
const SCRIPT = `
(function () {
  'use strict';
  var root = document.documentElement;
  var allowed = JSON.parse(root.getAttribute('data-parent-origins') || '[]');
  allowed.push(location.origin);
  var tokensPath = root.getAttribute('data-tokens-path');
  var form = document.getElementById('card-form');
  var button = document.getElementById('submit');
  var status = document.getElementById('status');
  var init = null;
  var parentOrigin = null;
  var fields = ['cardNumber', 'expirationMonth', 'expirationYear', 'nameOnCard', 'securityCode', 'zipCode'];
  function el(name) { return document.getElementById(name); }
  function digits(v) { return String(v || '').replace(/[\\s-]/g, ''); }
  function luhn(n) {
    if (!/^\\d{12,19}$/.test(n)) return false;
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = n.charCodeAt(n.length - 1 - i) - 48;
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function brand(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'american-express';
    if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
    return null;
  }
  function setError(name, message) {
    var input = el(name);
    if (!input) return;
    var out = el(name + '-error');
    out.textContent = message || '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function validate() {
    var errors = {};
    var number = digits(el('cardNumber').value);
    if (!luhn(number) || !brand(number)) errors.cardNumber = 'Incorrect number entered. Please check and re-enter to proceed with payment.';
    var month = Number(el('expirationMonth').value);
    var year = Number(el('expirationYear').value);
    var now = new Date();
    if (!month) errors.expirationMonth = 'Expiration month is required';
    if (!year) errors.expirationYear = 'Expiration year is required';
    else if (month && year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) errors.expirationMonth = 'The card has expired';
    if (!el('nameOnCard').value.trim()) errors.nameOnCard = 'Name on card is required';
    var code = el('securityCode');
    if (code) {
      var len = brand(number) === 'american-express' ? 4 : 3;
      if (!new RegExp('^\\\\d{' + len + '}$').test(code.value)) errors.securityCode = 'Security code must be ' + len + ' digits';
    }
    var zip = el('zipCode');
    if (zip && !/^\\d{5}(-\\d{4})?$/.test(zip.value.trim())) errors.zipCode = 'Zip code must be 5 digits';
    fields.forEach(function (f) { setError(f, errors[f]); });
    return Object.keys(errors);
  }
  function resize() {
    if (parentOrigin) window.parent.postMessage({ type: '${FRAME_MESSAGE_TYPES.resize}', height: Math.ceil(document.body.getBoundingClientRect().height) }, parentOrigin);
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(document.body);
  function reply(message) {
    if (!parentOrigin) return;
    message.type = '${FRAME_MESSAGE_TYPES.response}';
    message.messageId = init && init.messageId;
    window.parent.postMessage(message, parentOrigin);
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || allowed.indexOf(event.origin) < 0) return;
    var data = event.data;
    if (!data || data.type !== '${FRAME_MESSAGE_TYPES.init}' || typeof data.sessionToken !== 'string') return;
    init = data;
    parentOrigin = event.origin;
    button.disabled = false;
    status.textContent = '';
    resize();
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!init) { status.textContent = 'The card form is not connected to a payment session yet.'; return; }
    var invalid = validate();
    if (invalid.length) { el(invalid[0]).focus(); return; }
    button.disabled = true;
    status.textContent = 'Checking the card...';
    var code = el('securityCode');
    var zip = el('zipCode');
    fetch(tokensPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({
        authorization: init.authorization,
        apiKey: init.apiKey,
        sessionToken: init.sessionToken,
        messageId: init.messageId,
        cardNumber: digits(el('cardNumber').value),
        expirationMonth: Number(el('expirationMonth').value),
        expirationYear: Number(el('expirationYear').value),
        nameOnCard: el('nameOnCard').value.trim(),
        securityCode: code ? code.value : undefined,
        zipCode: zip ? zip.value.trim() : undefined,
        securityCodeRequired: !!code,
        zipCodeRequired: !!zip
      })
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (body) {
        if (res.status === 201 && body.statusCode === 'Created') {
          el('cardNumber').value = '';
          if (code) code.value = '';
          status.textContent = 'Card accepted: ' + body.fundingMethod + ' ending ' + body.fundingAccountLastFourDigits;
          reply({ statusCode: 'Created', fundingAccountToken: body.fundingAccountToken, fundingCategory: body.fundingCategory,
            fundingMethod: body.fundingMethod, fundingAccountLastFourDigits: body.fundingAccountLastFourDigits });
        } else {
          var list = Array.isArray(body.statusDescriptions) && body.statusDescriptions.length ? body.statusDescriptions : ['ERROR: The card could not be saved (' + res.status + ')'];
          status.textContent = list.join('; ');
          button.disabled = false;
          reply({ statusCode: 'Failed', statusDescriptions: list });
        }
      });
    }, function () {
      status.textContent = 'The card could not be sent. Please try again.';
      button.disabled = false;
      reply({ statusCode: 'Failed', statusDescriptions: ['NETWORK_ERROR: The card could not be sent'] });
    });
  });
})();
`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
export const FRAME_SCRIPT_HASH = hashOf(SCRIPT);
export const FRAME_STYLE_HASH = hashOf(STYLE);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The origin part of a URL (scheme, host, port), or undefined when it is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The frame's Content-Security-Policy: nothing but its own hashed script and style, requests to
 * its own origin (the tokens endpoint), no forms posted anywhere, and embedding only by the
 * portal (its own origin and PUBLIC_URL's).
 */
export function frameContentSecurityPolicy(parentOrigins: string[]): string {
  return [
    "default-src 'none'",
    `script-src ${FRAME_SCRIPT_HASH}`,
    `style-src ${FRAME_STYLE_HASH}`,
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${parentOrigins.join(' ')}`.trim(),
  ].join('; ');
}

export interface FrameOptions {
  /** Origins (besides the frame's own) whose pages may embed and talk to the frame. */
  parentOrigins: string[];
  collectSecurityCode: boolean;
  collectZipCode: boolean;
  /** For the expiry year list: this year and the next 10 (spec doc 2 §5 and §9). */
  now: Date;
}

function field(id: string, label: string, input: string): string {
  return `<div><label for="${id}">${label}</label>${input}<p class="error" id="${id}-error" role="alert"></p></div>`;
}

/** The frame's HTML page. */
export function renderFramePage(options: FrameOptions): string {
  const year = options.now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => `<option value="${i + 1}">${String(i + 1).padStart(2, '0')}</option>`).join('');
  const years = Array.from({ length: 11 }, (_, i) => `<option value="${year + i}">${year + i}</option>`).join('');
  const described = (id: string) => `aria-describedby="${id}-error"`;
  return `<!doctype html>
<html lang="en" data-parent-origins="${escapeHtml(JSON.stringify(options.parentOrigins))}" data-tokens-path="${escapeHtml(SANDBOX_TOKENS_PATH)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Card details (sandbox payment provider)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<form id="card-form" novalidate aria-label="Card details">
${field('cardNumber', 'Card number', `<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required ${described('cardNumber')}>`)}
<div class="row">
${field('expirationMonth', 'Expiration month', `<select id="expirationMonth" name="expirationMonth" autocomplete="cc-exp-month" required ${described('expirationMonth')}><option value="">Month</option>${months}</select>`)}
${field('expirationYear', 'Expiration year', `<select id="expirationYear" name="expirationYear" autocomplete="cc-exp-year" required ${described('expirationYear')}><option value="">Year</option>${years}</select>`)}
</div>
${field('nameOnCard', 'Name on card', `<input id="nameOnCard" name="nameOnCard" autocomplete="cc-name" maxlength="100" required ${described('nameOnCard')}>`)}
${
  options.collectSecurityCode || options.collectZipCode
    ? `<div class="row">
${options.collectSecurityCode ? field('securityCode', 'Security code', `<input id="securityCode" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required ${described('securityCode')}>`) : ''}
${options.collectZipCode ? field('zipCode', 'Billing zip code', `<input id="zipCode" name="zipCode" inputmode="numeric" autocomplete="postal-code" maxlength="10" required ${described('zipCode')}>`) : ''}
</div>`
    : ''
}
<button id="submit" type="submit" disabled>Use this card</button>
<p class="note" id="status" role="status" aria-live="polite"></p>
<p class="note">Sandbox payment provider: use a test card from the portal's README. Card details go to the provider only.</p>
</form>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
