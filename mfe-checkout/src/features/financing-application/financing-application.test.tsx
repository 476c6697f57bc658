import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FinancingApplication } from './financing-application';
import type { FinancingLookup, FinancingPlan } from './financing-application-schemas';

const ACTIVE_CARD = '6055990000000011';
const INACTIVE_CARD = '6055990000000037';

function buildPlan(overrides: Partial<FinancingPlan> = {}): FinancingPlan {
  return {
    id: 'monthly-12',
    type: 'monthly',
    name: '12 equal monthly payments, 0% interest',
    termMonths: 12,
    promotionalInterestPercent: 0,
    monthlyCents: 20_834,
    singlePaymentCents: null,
    interestCents: 0,
    totalCents: 250_000,
    ...overrides,
  };
}

const deferredPlan = buildPlan({
  id: 'deferred-12',
  type: 'single',
  name: 'No payments and no interest for 12 months',
  monthlyCents: null,
  singlePaymentCents: 250_000,
});
const interestPlan = buildPlan({
  id: 'monthly-24',
  name: '24 monthly payments at 9.99% interest',
  termMonths: 24,
  promotionalInterestPercent: 9.99,
  monthlyCents: 11_536,
  interestCents: 26_864,
  totalCents: 276_864,
});

function buildLookup(overrides: Partial<FinancingLookup> = {}): FinancingLookup {
  return {
    status: 'active',
    canContinue: true,
    reason: null,
    cardLast4: '0011',
    creditLimitCents: 1_000_000,
    amountCents: 250_000,
    currency: 'CAD',
    plans: [buildPlan(), interestPlan, deferredPlan],
    ...overrides,
  };
}

/** `GET /checkout` as the API answers it, cut to what the page reads. */
function buildCheckout({
  remainingCents = 250_000,
  lines = 1,
  financingApproval = null,
}: { remainingCents?: number; lines?: number; financingApproval?: object | null } = {}) {
  const summary = {
    currency: 'CAD',
    itemCount: lines,
    subtotalCents: 250_000,
    discountCents: 0,
    deliveryCents: 0,
    taxIncluded: false,
    taxes: [],
    taxCents: 0,
    totalCents: 250_000,
    giftCardCents: 250_000 - remainingCents,
    remainingCents,
    noAdditionalPaymentRequired: lines > 0 && remainingCents === 0,
  };
  return { lines: Array.from({ length: lines }, () => ({})), summary, financingApproval };
}

let router: HarnessRouter;
let requests: FakeRequest[] = [];

function renderPage({
  locale = 'en-CA',
  checkout = buildCheckout(),
  fetch = {},
}: { locale?: LocaleCode; checkout?: ReturnType<typeof buildCheckout>; fetch?: FetchTable } = {}) {
  ({ router, requests } = renderRemotePage(<FinancingApplication />, {
    app: 'checkout',
    locale,
    path: locale === 'fr-CA' ? '/fr/finance-options/flexiti-apply' : '/finance-options/flexiti-apply',
    fetch: { 'GET /api/checkout': checkout, ...fetch },
  }));
}

async function findAccount(card: string, dateOfBirth: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /Finance card number/ }), card);
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Find my plans' }));
  return user;
}

describe('FinancingApplication', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the amount left to pay and explains what is missing when sent empty', async () => {
    renderPage();
    expect(await screen.findByText('$2,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find my plans' }));
    const card = screen.getByRole('textbox', { name: /Finance card number/ });
    expect(card).toHaveAccessibleDescription(/Please enter a value for this field/);
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(
      /Please enter your date of birth/,
    );
    expect(card).toHaveFocus();
    expect(requests.filter((request) => request.path === '/api/financing/lookup')).toHaveLength(0);
  });

  it.each([
    ['6055990000000012', '27/03/1985', 'card', /Please enter a valid card number/],
    ['60559900', '27/03/1985', 'card', /Please enter a valid card number/],
    [ACTIVE_CARD, '1985-03-27', 'date', /Please enter a valid date of birth as DD\/MM\/YYYY/],
    [ACTIVE_CARD, '31/02/1990', 'date', /Please enter a valid date of birth as DD\/MM\/YYYY/],
    [ACTIVE_CARD, '27/3/1985', 'date', /Please enter a valid date of birth as DD\/MM\/YYYY/],
    [ACTIVE_CARD, '01/01/2999', 'date', /Please enter a valid date of birth as DD\/MM\/YYYY/],
  ])('refuses card %s with date of birth %s', async (card, dateOfBirth, field, message) => {
    renderPage();
    await findAccount(card, dateOfBirth);
    const input = screen.getByRole('textbox', { name: field === 'card' ? /Finance card number/ : /Date of birth/ });
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it('accepts a card number typed with spaces', async () => {
    renderPage({ fetch: { 'POST /api/financing/lookup': buildLookup() } });
    await findAccount('6055 9900 0000 0011', '27/03/1985');
    expect(await screen.findByRole('radiogroup', { name: /Choose your plan/ })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/financing/lookup')?.body).toEqual({
      cardNumber: ACTIVE_CARD,
      dateOfBirth: '27/03/1985',
      amountCents: 250_000,
    });
  });

  it('says in French what is wrong with the card number and the date of birth', async () => {
    renderPage({ locale: 'fr-CA' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('2 500,00 $')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Numéro de la carte de financement/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '30/02/1990');
    await user.click(screen.getByRole('button', { name: 'Voir mes plans' }));
    expect(screen.getByRole('textbox', { name: /Numéro de la carte de financement/ })).toHaveAccessibleDescription(
      /Veuillez saisir un numéro de carte valide/,
    );
    expect(screen.getByRole('textbox', { name: /Date de naissance/ })).toHaveAccessibleDescription(
      /Veuillez saisir une date de naissance valide au format JJ\/MM\/AAAA/,
    );
  });

  it('offers the plans as a radio group, asks for a choice, then applies and goes back to billing', async () => {
    renderPage({
      fetch: {
        'POST /api/financing/lookup': buildLookup(),
        'POST /api/financing/applications': (request) =>
          jsonReply(
            {
              approvalId: 'fa_test',
              plan: deferredPlan,
              amountCents: 250_000,
              currency: 'CAD',
              cardLast4: '0011',
              expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
              sent: request.body,
            },
            201,
          ),
      },
    });
    const user = await findAccount(ACTIVE_CARD, '27/03/1985');
    const plans = await screen.findByRole('radiogroup', { name: /Choose your plan/ });
    expect(screen.getByText('Account ending in 0011 found. Choose a plan to continue.')).toBeInTheDocument();
    const radios = within(plans).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName('12 equal monthly payments, 0% interest');
    expect(radios[0]).toHaveAccessibleDescription(
      'Monthly payments: $208.34 a month for 12 months, 0% promotional interest, $2,500.00 in total',
    );
    expect(radios[1]).toHaveAccessibleDescription(
      'Monthly payments: $115.36 a month for 24 months, 9.99% promotional interest, $2,768.64 in total',
    );
    expect(radios[2]).toHaveAccessibleDescription(
      'Single payment: $2,500.00 due after 12 months, 0% promotional interest',
    );

    await user.click(screen.getByRole('button', { name: 'Apply and continue' }));
    expect(plans).toHaveAccessibleDescription(/Please choose a plan/);

    await user.click(screen.getByRole('radio', { name: 'No payments and no interest for 12 months' }));
    await user.click(screen.getByRole('button', { name: 'Apply and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/billing'));
    expect(requests.find((request) => request.path === '/api/financing/applications')?.body).toEqual({
      cardNumber: ACTIVE_CARD,
      dateOfBirth: '27/03/1985',
      planId: 'deferred-12',
      amountCents: 250_000,
    });
    // The approval is kept with the checkout by the API, not in this tab.
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses an inactive account with the reason, keeping what was typed', async () => {
    renderPage({
      fetch: {
        'POST /api/financing/lookup': buildLookup({
          status: 'inactive',
          canContinue: false,
          reason: 'inactive',
          creditLimitCents: null,
          plans: [],
        }),
      },
    });
    await findAccount(INACTIVE_CARD, '14/07/1992');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account must be active to continue');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Finance card number/ })).toHaveValue(INACTIVE_CARD);
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('14/07/1992');
  });

  it('says an unknown account was not found', async () => {
    renderPage({ fetch: { 'POST /api/financing/lookup': problemReply(404, 'FINANCING_ACCOUNT_NOT_FOUND') } });
    await findAccount(ACTIVE_CARD, '01/01/1990');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found. Please check your information.');
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('01/01/1990');
  });

  it('says how long to wait after too many attempts', async () => {
    renderPage({
      fetch: { 'POST /api/financing/lookup': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 240 }) },
    });
    await findAccount(ACTIVE_CARD, '01/01/1990');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 4 minutes before trying again.',
    );
  });

  it('explains a purchase over the credit limit and a plan no longer offered', async () => {
    let lookup = buildLookup({
      canContinue: false,
      reason: 'credit_limit_exceeded',
      creditLimitCents: 150_000,
      plans: [],
    });
    renderPage({
      fetch: {
        'POST /api/financing/lookup': () => lookup,
        'POST /api/financing/applications': problemReply(422, 'FINANCING_PLAN_UNAVAILABLE'),
      },
    });
    const user = await findAccount(ACTIVE_CARD, '30/01/1988');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This purchase is over your account’s credit limit of $1,500.00.',
    );

    lookup = buildLookup();
    await user.click(await screen.findByRole('button', { name: 'Find my plans' }));
    await user.click(await screen.findByRole('radio', { name: '12 equal monthly payments, 0% interest' }));
    await user.click(screen.getByRole('button', { name: 'Apply and continue' }));
    // The credit-limit alert may still be on screen for a moment: wait for the plan's own.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This plan is no longer offered for this amount.'),
    );
    expect(screen.getByRole('radio', { name: '12 equal monthly payments, 0% interest' })).toBeChecked();
  });

  it('speaks French: plans and the account-not-found message', async () => {
    let found = false;
    renderPage({
      locale: 'fr-CA',
      fetch: {
        'POST /api/financing/lookup': () =>
          found
            ? buildLookup({ plans: [buildPlan({ name: '12 versements mensuels égaux, 0 % d’intérêt' })] })
            : problemReply(404, 'FINANCING_ACCOUNT_NOT_FOUND'),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Numéro de la carte/ }), ACTIVE_CARD);
    await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '01/01/1990');
    await user.click(screen.getByRole('button', { name: 'Voir mes plans' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Compte introuvable. Veuillez vérifier vos renseignements.',
    );

    found = true;
    await user.click(await screen.findByRole('button', { name: 'Voir mes plans' }));
    const radio = await screen.findByRole('radio', { name: '12 versements mensuels égaux, 0 % d’intérêt' });
    expect(radio.getAttribute('aria-describedby')).toBeTruthy();
    expect(radio).toHaveAccessibleDescription(
      /^Versements mensuels : 208,34\s\$ par mois pendant 12 mois, intérêt promotionnel de 0\s%, 2\s500,00\s\$ au total$/,
    );
  });

  it('says financing is for Canada only in other markets, with a way back', async () => {
    renderPage({ locale: 'en-AU' });
    expect(
      screen.getByRole('heading', { name: 'Finance applications are available in Canada only' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/checkout/billing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has nothing to finance with an empty bag', async () => {
    renderPage({ checkout: buildCheckout({ lines: 0, remainingCents: 0 }) });
    expect(await screen.findByRole('heading', { name: 'There’s nothing to finance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my bag' })).toHaveAttribute('href', '/my-bag');
  });

  it('says no additional payment is required when gift cards cover the order', async () => {
    renderPage({ checkout: buildCheckout({ remainingCents: 0 }) });
    expect(await screen.findByRole('heading', { name: 'No additional payment required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/checkout/billing');
  });

  it('shows an approval the checkout already holds for this amount', async () => {
    renderPage({
      checkout: buildCheckout({
        financingApproval: {
          approvalId: 'fa_kept',
          plan: buildPlan(),
          amountCents: 250_000,
          currency: 'CAD',
          cardLast4: '0011',
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        },
      }),
    });
    expect(await screen.findByText(/You are already approved for 12 equal monthly payments/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Back to billing' })).toHaveLength(1));
  });
});
