import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { JOURNEY_PASSWORD as PASSWORD, callApi, freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, expectFieldError, expectRemotePage, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');

interface Mail {
  subject: string;
  text: string;
  kind: string;
}

/** The e-mails of a kind sent to an address, newest first (the development outbox, read through the edge). */
async function mailsTo(page: Page, to: string, kind: string): Promise<Mail[]> {
  return page.evaluate(
    async ({ to, kind }) => {
      const answer = await fetch(`/api/dev/outbox?${new URLSearchParams({ to, kind }).toString()}`);
      return ((await answer.json()) as { messages: Mail[] }).messages;
    },
    { to, kind },
  );
}

/** The storefront path (and query) of the newest link of this kind e-mailed to the address, once it has arrived. */
async function mailedLink(page: Page, to: string, kind: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(page, to, kind);
        const found = mails.length > after ? mails[0]!.text.match(/https?:\/\/\S+token=[\w-]+/) : null;
        link = found ? found[0] : '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Whether the browser's session is a signed-in member's, and whose. */
async function sessionEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/api/identity/session')).json()) as {
      signedIn: boolean;
      customer?: { email: string };
    };
    return answer.signedIn ? (answer.customer?.email ?? null) : null;
  });
}

test.describe('a new member joining Brilliance', () => {
  test('registers in Australia, confirms from the e-mail, and copies the welcome voucher’s code', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'harper');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/my-account/register');
    await expectRemotePage(page, 'account', {
      routeId: 'register',
      heading: 'Create an account',
      trail: ['Home', 'My account', 'Create an account'],
    });

    await page.getByRole('button', { name: 'Create account' }).click();
    await expectFieldError(page, page.getByLabel('Email address'), 'Please enter your email address');
    await expectFieldError(page, page.getByLabel('State or territory'), 'Please select your state');
    await expectFieldError(page, page.getByLabel(/^Day\b/), 'Please select a day');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
    await page.getByLabel('First name').fill('Harper');
    await page.getByLabel('Last name').fill('O’Connell');
    await page.getByLabel('State or territory').selectOption({ label: 'New South Wales' });
    await page.getByLabel('Mobile phone number').fill('0412 345 678');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel(/^Day\b/).selectOption('14');
    await page.getByLabel(/^Month\b/).selectOption({ label: 'February' });
    await page.getByLabel(/^Year\b/).selectOption('1991');
    await page.getByRole('checkbox', { name: 'Special occasions' }).check();
    await page.getByRole('checkbox', { name: /^I agree to the Brilliance terms/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We’ve sent an email to ${email}.`)).toBeVisible();
    await expectAccessible(page);

    const link = await mailedLink(page, email, 'registration-confirmation');
    expect(link).toMatch(/^\/my-account\/register\/confirmation\?token=/);
    await page.goto(link);
    await expectRemotePage(page, 'account', {
      routeId: 'register-confirmation',
      heading: 'Account confirmation',
      trail: ['Home', 'My account', 'Account confirmation'],
    });
    await expect(page.getByText('Welcome to Brilliance, Harper.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '$20 off' })).toBeVisible();
    await expect(page.getByText('$20 off when you spend $100 or more')).toBeVisible();
    await expect(page.getByText('Single use, online')).toBeVisible();
    await expect(page.getByText(/^Valid for 30 days, until \d{1,2} \w+ \d{4}$/)).toBeVisible();
    const code = (await page.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]+-[A-Z2-9]{8}$/);
    const [welcome] = await mailsTo(page, email, 'welcome-voucher');
    expect(welcome?.text).toContain(code);

    await page.getByRole('button', { name: `Copy reward code ${code}` }).click();
    await expect(page.getByRole('button', { name: `Copy reward code ${code}` })).toHaveText('Copied');
    await expect(page.getByText(`Reward code ${code} copied`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await sessionEmail(page)).toBe(email);
    await expectAccessible(page);

    // The link works once: a reload in this tab still shows the code; another browser is told the link is spent.
    await page.reload();
    await expect(page.getByText(code)).toBeVisible();
    const otherBrowser = await browser.newContext();
    const other = await otherBrowser.newPage();
    await other.goto(new URL(link, page.url()).toString());
    await expect(
      other.getByRole('heading', { level: 2, name: 'This link has expired or was already used' }),
    ).toBeVisible();
    await expectAccessible(other);
    await otherBrowser.close();

    await page.getByRole('main').getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(errors).toEqual([]);
  });

  test('registers in French from Quebec, with Canadian provinces and French messages', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'elodie');
    await page.goto(`${canada}/fr/my-account/register`);
    await expectRemotePage(page, 'account', {
      routeId: 'register',
      heading: 'Créer un compte',
      trail: ['Accueil', 'Mon compte', 'Créer un compte'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const province = page.getByLabel('Province ou territoire');
    await expect(province.getByRole('option')).toHaveText([
      'Choisir…',
      'Alberta',
      'Colombie-Britannique',
      'Île-du-Prince-Édouard',
      'Manitoba',
      'Nouveau-Brunswick',
      'Nouvelle-Écosse',
      'Nunavut',
      'Ontario',
      'Québec',
      'Saskatchewan',
      'Terre-Neuve-et-Labrador',
      'Territoires du Nord-Ouest',
      'Yukon',
    ]);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectFieldError(page, page.getByLabel('Adresse courriel'), 'Veuillez saisir votre adresse courriel');
    await expectFieldError(page, province, 'Veuillez sélectionner votre province');
    await expectFieldError(page, page.getByLabel(/^Mois\b/), 'Veuillez sélectionner un mois');
    await expectFieldError(
      page,
      page.getByRole('checkbox', { name: /^J’accepte les conditions/ }),
      'Veuillez accepter les conditions',
    );
    await expectAccessible(page);

    await page.getByLabel('Adresse courriel').fill(email);
    await page.getByLabel('Prénom').fill('Élodie');
    await page.getByLabel('Nom de famille').fill('Gagné');
    await province.selectOption({ label: 'Québec' });
    await page.getByLabel('Numéro de cellulaire').fill('514-555-0142');
    await page.getByLabel(/^Mot de passe/).fill('Eclat2026');
    await page.getByLabel(/^Confirmer le mot de passe/).fill('Eclat2027');
    await page.getByLabel(/^Jour\b/).selectOption('3');
    await page.getByLabel(/^Mois\b/).selectOption({ label: 'mars' });
    await page.getByLabel(/^Année\b/).selectOption('1988');
    await page.getByRole('checkbox', { name: 'Fiançailles et mariage' }).check();
    await page.getByRole('checkbox', { name: /^J’accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const confirm = page.getByLabel(/^Confirmer le mot de passe/);
    await expectFieldError(page, confirm, 'Le mot de passe saisi ne correspond pas');
    await expect(confirm).toBeFocused();
    await confirm.fill('Eclat2026');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Consultez vos courriels' })).toBeVisible();
    await expect(page.getByText(`Nous avons envoyé un courriel à ${email}.`)).toBeVisible();

    const link = await mailedLink(page, email, 'registration-confirmation');
    expect(link).toMatch(/^\/fr\/my-account\/register\/confirmation\?token=/);
    await page.goto(`${canada}${link}`);
    await expect(page.getByText('Bienvenue chez Brilliance, Élodie.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^20\s\$ de réduction$/ })).toBeVisible();
    await expect(page.getByText(/^20\s\$ de réduction à l’achat de 100\s\$ ou plus$/)).toBeVisible();
    await expect(page.getByText(/^Valable 30 jours, jusqu’au \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Copier le code de récompense / })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('forgets the password, sets a new one from the e-mail, and signs in with it', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'reset');
    await page.goto('/my-account/forgot-password');
    // The member of this test, joined through the API (register, then the e-mailed link), then signed out.
    await joinBrilliance(
      page,
      email,
      { firstName: 'Remy', lastName: 'Walsh', state: 'VIC', mobilePhone: '0412 555 010' },
      { signOut: true },
    );
    await page.reload();

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldError(page, page.getByLabel('Email address'), 'Please enter your email address');
    await expectAccessible(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If ${email} belongs to an account, we’ve sent it a link to choose a new password.`),
    ).toBeVisible();
    await expectAccessible(page);

    const link = await mailedLink(page, email, 'password-reset');
    expect(link).toMatch(/^\/my-account\/new-password\?token=/);
    await page.goto(link);
    await expectRemotePage(page, 'account', {
      routeId: 'new-password',
      heading: 'Set a new password',
      trail: ['Home', 'My account', 'Set a new password'],
    });
    const password = page.getByLabel(/^New password/);
    const confirm = page.getByLabel(/^Confirm new password/);
    await password.fill('Brighter2026');
    await confirm.fill('Brighter2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expectFieldError(page, confirm, 'The password you entered does not match');
    await expectAccessible(page);
    await confirm.fill('Brighter2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expectAccessible(page);

    // The link is single use: opened again, it ends in the failure state with its retry link.
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Brightest2026');
    await page.getByLabel(/^Confirm new password/).fill('Brightest2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/my-account/forgot-password',
    );
    await expectAccessible(page);

    await page.goto('/my-account/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill('Brighter2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => sessionEmail(page)).toBe(email);
    expect(errors).toEqual([]);
  });
});

test.describe('a guest who ordered joining from the order @serial', () => {
  // A seeded guest order (AU, completed) that no other journey uses; joining it to an account changes it for good.
  const order = { number: '252264234835', email: 'jack.thompson@example.com' };

  test('registers with the order’s link (register?order=) and finds the order in the account once confirmed', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto(`/my-account/register?order=${order.number}`);
    await expect(page.getByText(`once you confirm it, order ${order.number} is added to your account`)).toBeVisible();
    await page.getByLabel('Email address').fill(order.email);
    await page.getByLabel('First name').fill('Jack');
    await page.getByLabel('Last name').fill('Thompson');
    await page.getByLabel('State or territory').selectOption({ label: 'Victoria' });
    await page.getByLabel('Mobile phone number').fill('0413 555 019');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel(/^Day\b/).selectOption('21');
    await page.getByLabel(/^Month\b/).selectOption({ label: 'June' });
    await page.getByLabel(/^Year\b/).selectOption('1990');
    await page.getByRole('checkbox', { name: 'Gifts for myself' }).check();
    await page.getByRole('checkbox', { name: /^I agree to the Brilliance terms/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`We’ve sent an email to ${order.email}.`)).toBeVisible();

    await page.goto(await mailedLink(page, order.email, 'registration-confirmation'));
    await expect(page.getByText('Welcome to Brilliance, Jack.', { exact: false })).toBeVisible();
    const numbers = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/orders')).json()) as { orders: { number: string }[] };
      return answer.orders.map((row) => row.number);
    });
    expect(numbers).toContain(order.number);
    await page.goto('/my-account/order-history');
    await expect(page.getByRole('main').getByText(order.number).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('an in-store member going online @serial', () => {
  const inStore = 'instore@example.com';

  test('upgrades from the register page, activates with the e-mailed link and a password, and is signed in', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-account/register');
    await page.getByLabel('Email address').fill(inStore);
    await page.getByLabel('First name').fill('Isabella');
    await page.getByLabel('Last name').fill('Rossi');
    await page.getByLabel('State or territory').selectOption({ label: 'Victoria' });
    await page.getByLabel('Mobile phone number').fill('0413 222 111');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel(/^Day\b/).selectOption('9');
    await page.getByLabel(/^Month\b/).selectOption({ label: 'September' });
    await page.getByLabel(/^Year\b/).selectOption('1979');
    await page.getByRole('checkbox', { name: /^I agree to the Brilliance terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The same answer as for any address: what happens next is in the e-mail.
    await expect(page.getByText(`We’ve sent an email to ${inStore}.`)).toBeVisible();

    const link = await mailedLink(page, inStore, 'activation');
    expect(link).toMatch(/^\/my-account\/account-activation\?token=/);
    await page.goto(link);
    await expectRemotePage(page, 'account', {
      routeId: 'account-activation',
      heading: 'Activate your account',
      trail: ['Home', 'My account', 'Activate your account'],
    });
    await page.getByLabel(/^Password/).fill('brilliant');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expectFieldError(
      page,
      page.getByLabel(/^Password/),
      'Your password must be at least 6 characters long and contain at least one number and one uppercase letter',
    );
    await expectAccessible(page);
    await page.getByLabel(/^Password/).fill('Brilliant7');
    await page.getByLabel(/^Confirm password/).fill('Brilliant7');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText('Welcome, Isabella: your account is active and you’re signed in.')).toBeVisible();
    expect(await sessionEmail(page)).toBe(inStore);
    await expectAccessible(page);

    // Spent now: the link says so and offers a new one, answered alike for every address, with its throttle.
    await callApi(page, 'POST', '/identity/logout');
    await page.goto(link);
    await page.getByLabel(/^Password/).fill('Brilliant8');
    await page.getByLabel(/^Confirm password/).fill('Brilliant8');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText('This link has expired or was already used')).toBeVisible();
    await expectAccessible(page);
    const resendEmail = page.getByLabel('Email address you gave in store');
    await resendEmail.fill('nobody.in.store@example.com');
    const send = page.getByRole('button', { name: 'Send verification email' });
    await send.click();
    await expect(
      page.getByText(
        'If nobody.in.store@example.com belongs to an in-store account awaiting activation, we’ve sent it a new link.',
      ),
    ).toBeVisible();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(send).not.toHaveAttribute('aria-busy', 'true');
      await send.click();
      if (await page.getByText(/Too many requests/).isVisible()) break;
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Too many requests' })).toContainText(
      /Too many requests\. Please wait \d+ (seconds|minutes?)/,
    );
    await expect(resendEmail).toHaveValue('nobody.in.store@example.com');
    expect(errors).toEqual([]);
  });
});
