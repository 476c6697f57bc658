/** The stand-in's HTML: plain, accessible pages in PayStand's own look (no scripts at all). */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** An amount in cents for people: 'A$1,234.50'. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(cents / 100);
}

const style = `
  body { font-family: system-ui, sans-serif; background: #f3f5f9; color: #1c2333; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem;
         box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  header { display: flex; justify-content: space-between; align-items: baseline; margin-bottom: 1.5rem; }
  .brand { font-weight: 700; color: #2946c7; letter-spacing: 0.02em; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; font-size: 1rem; padding: 0.6rem;
          border: 1px solid #8a93a8; border-radius: 4px; margin-top: 0.25rem; }
  input:focus { outline: 3px solid #2946c7; outline-offset: 1px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .hint { font-size: 0.875rem; color: #4a5368; margin-top: 0.25rem; }
  .error { color: #b00020; font-weight: 600; margin: 1rem 0 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: 0.7rem 1.2rem; border-radius: 4px; border: 1px solid #2946c7; cursor: pointer; }
  button.primary { background: #2946c7; color: #fff; flex: 1; }
  button.secondary { background: #fff; color: #2946c7; }
  .plan { list-style: none; padding: 0; } .plan li { padding: 0.4rem 0; border-bottom: 1px solid #e3e6ee; }
`;

/** A whole page around `body`. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PayStand</title>
<style>${style}</style>
</head>
<body>
<main>
<header><span class="brand">PayStand</span><span>Secure payment</span></header>
${body}
</main>
</body>
</html>`;
}

export interface SessionView {
  id: string;
  amount: number;
  currency: string;
  reference: string;
}

function cancelForm(session: SessionView): string {
  return `<form method="post" action="/pay/${escapeHtml(session.id)}/cancel">
<button type="submit" class="secondary">Cancel and return to the store</button>
</form>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

/** The card form: number, expiry and security code, with a Cancel button. */
export function cardPage(session: SessionView, error?: string): string {
  const described = error ? ' aria-describedby="form-error"' : '';
  return page(
    'Pay by card',
    `<h1>Pay ${escapeHtml(formatAmount(session.amount, session.currency))}</h1>
<p>Order reference ${escapeHtml(session.reference)}</p>
${errorBlock(error)}
<form method="post" action="/pay/${escapeHtml(session.id)}" novalidate>
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${described}>
<div class="row">
<div><label for="expiry">Expiry date</label>
<input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required aria-describedby="expiry-hint">
<p class="hint" id="expiry-hint">Month and year, for example 04/29</p></div>
<div><label for="cvc">Security code</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="cvc-hint">
<p class="hint" id="cvc-hint">3 or 4 digits</p></div>
</div>
<label for="cardholder">Name on card</label>
<input id="cardholder" name="cardholder" autocomplete="cc-name">
<div class="actions"><button type="submit" class="primary">Pay ${escapeHtml(formatAmount(session.amount, session.currency))}</button></div>
</form>
${cancelForm(session)}`,
  );
}

/** The 3-D Secure challenge: a one-time code "sent by the bank". */
export function challengePage(session: SessionView, error?: string): string {
  return page(
    'Verify your payment',
    `<h1>Verify it is you</h1>
<p>Your bank sent a one-time code to your phone to confirm a payment of
${escapeHtml(formatAmount(session.amount, session.currency))}.</p>
${errorBlock(error)}
<form method="post" action="/pay/${escapeHtml(session.id)}/challenge">
<label for="otp">One-time code</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required aria-describedby="otp-hint">
<p class="hint" id="otp-hint">6 digits (test code: 123456)</p>
<div class="actions"><button type="submit" class="primary">Verify</button></div>
</form>
${cancelForm(session)}`,
  );
}

/** Pay in 4 instalments: the plan and the shopper's identity. */
export function bnplPage(session: SessionView, error?: string): string {
  const instalment = Math.ceil(session.amount / 4);
  const rows = [0, 1, 2, 3]
    .map((index) => {
      const amount = index < 3 ? instalment : session.amount - 3 * instalment;
      const when = index === 0 ? 'Today' : `In ${index * 2} weeks`;
      return `<li>${when}: ${escapeHtml(formatAmount(amount, session.currency))}</li>`;
    })
    .join('');
  return page(
    'Pay in 4',
    `<h1>Pay in 4 interest-free instalments</h1>
<p>${escapeHtml(formatAmount(session.amount, session.currency))} for order ${escapeHtml(session.reference)}</p>
<ul class="plan" aria-label="Instalment plan">${rows}</ul>
${errorBlock(error)}
<form method="post" action="/pay/${escapeHtml(session.id)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="dob">Date of birth</label>
<input id="dob" name="date_of_birth" placeholder="DD/MM/YYYY" autocomplete="bday" required>
<div class="actions"><button type="submit" class="primary">Agree and pay first instalment</button></div>
</form>
${cancelForm(session)}`,
  );
}

/** A session that is already finished. */
export function donePage(status: string): string {
  return page('Payment', `<h1>This payment is ${escapeHtml(status)}</h1><p>You can close this page.</p>`);
}
