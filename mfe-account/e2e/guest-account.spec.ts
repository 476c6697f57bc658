import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import {
  type PageFrame,
  expectAccessible,
  expectFieldError,
  expectNoFieldError,
  expectRemotePage,
  trackPageErrors,
} from '../../e2e/support';

/** The page is drawn by the account remote (see `expectRemotePage`). */
const expectAccountPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'account', frame);

const canada = e2eOrigin('ca.localhost');
const orderNo = '100000000123';

const myAccount = ['Home', 'My account'] as const;

/** Account pages without a form, as a guest sees them today. */
const pages = [
  {
    path: '/my-account/register/confirmation',
    routeId: 'register-confirmation',
    layout: 'account',
    heading: 'Account confirmation',
    trail: [...myAccount, 'Account confirmation'],
    empty: 'There’s no new account to confirm',
  },
  {
    path: '/my-account/brilliance',
    routeId: 'brilliance',
    layout: 'account',
    heading: 'Brilliance',
    trail: [...myAccount, 'Brilliance'],
    // The programme for a guest: join or sign in, then the benefits (a member's card: member-account.spec.ts).
    empty: 'Join Brilliance, or sign in',
  },
] as const;

/** Account pages with a form (their forms are exercised below). */
const formPages = [
  {
    path: '/my-account/login',
    routeId: 'login',
    heading: 'Sign in',
    trail: [...myAccount, 'Sign in'],
    submit: 'Sign in',
  },
  {
    path: '/my-account/forgot-password',
    routeId: 'forgot-password',
    heading: 'Forgot your password?',
    trail: [...myAccount, 'Forgot your password?'],
    submit: 'Send reset link',
  },
  {
    // Opened from the reset e-mail's link (new-member.spec.ts follows a real one); without a link it offers a new one.
    path: '/my-account/new-password?token=e2e-unused-link',
    routeId: 'new-password',
    heading: 'Set a new password',
    trail: [...myAccount, 'Set a new password'],
    submit: 'Save password',
  },
  {
    path: '/my-account/account-activation',
    routeId: 'account-activation',
    heading: 'Activate your account',
    trail: [...myAccount, 'Activate your account'],
    submit: 'Send verification email',
  },
  {
    path: '/my-account/register',
    routeId: 'register',
    heading: 'Create an account',
    trail: [...myAccount, 'Create an account'],
    submit: 'Create account',
  },
  {
    path: '/order-lookup',
    routeId: 'order-lookup',
    heading: 'Find your order',
    trail: ['Home', 'Find your order'],
    submit: 'Find my order',
  },
] as const;

test.describe('a guest visiting the account pages', () => {
  test('on a phone, reads every account page without scrolling sideways @mobile-only', async ({ page }) => {
    for (const path of ['/my-account', '/my-account/order-history', '/my-account/register']) {
      await page.goto(path);
      await expect(page.locator('[data-remote="account"]')).toBeVisible();
      const main = await page.getByRole('main').boundingBox();
      expect(main!.x + main!.width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });

  for (const { path, routeId, layout, heading, trail, ...rest } of pages) {
    test(`sees ${routeId} at ${path}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expectAccountPage(page, { routeId, heading, trail });
      if ('empty' in rest) {
        await expect(page.getByRole('heading', { level: 2, name: rest.empty })).toBeVisible();
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  for (const { path, routeId, heading, trail, submit } of formPages) {
    test(`sees the ${routeId} form at ${path}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expectAccountPage(page, { routeId, heading, trail });
      await expect(page.getByRole('main').getByRole('button', { name: submit, exact: true })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/my-account', '/my-account/contact-details']) {
    test(`is sent to sign in from ${path} and comes back after`, async ({ page }) => {
      // The account home and contact details are for members (their pages: member-account.spec.ts).
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/my-account/login\\?returnTo=${encodeURIComponent(path)}$`));
      await expectAccountPage(page, { routeId: 'login', heading: 'Sign in', trail: [...myAccount, 'Sign in'] });
    });
  }

  for (const path of [
    '/my-account/order-history',
    `/my-account/order-history/${orderNo}`,
    `/my-account/order-history/${orderNo}/pcp/1`,
  ]) {
    test(`is asked to sign in before seeing ${path}`, async ({ page }) => {
      // Orders and care plans are a member's (their pages: member-orders.spec.ts); a guest finds an order by lookup.
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/my-account/login\\?returnTo=${encodeURIComponent(path)}$`));
      await expectAccountPage(page, { routeId: 'login', heading: 'Sign in', trail: [...myAccount, 'Sign in'] });
    });
  }

  test('reads the Brilliance terms on a content page', async ({ page }) => {
    await page.goto('/my-account/brilliance');
    await page.locator('main').getByRole('link', { name: 'Brilliance terms and conditions' }).click();
    await expect(page).toHaveURL(/\/brilliance-terms$/);
    await expect(page.locator('[data-remote="engagement"][data-route-id="content-page"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brilliance terms and conditions');
  });

  test('with nothing to confirm, continues shopping on the home page', async ({ page }) => {
    await page.goto('/my-account/register/confirmation');
    await page.locator('main').getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('[data-remote="engagement"][data-route-id="home"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made to be treasured');
  });
});

test.describe('a returning customer signing in', () => {
  test('submits the sign-in form empty, is told what is missing, and keeps the email typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-account/login');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password');
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign in' });

    await submit.click();
    await expectFieldError(page, email, 'Please enter your email address');
    await expectFieldError(page, password, 'Please enter a password');
    await expect(email).toBeFocused();
    await expectAccessible(page);

    await email.fill('ada@example.com');
    await submit.click();
    await expect(email).toHaveValue('ada@example.com');
    await expectNoFieldError(email);
    await expectFieldError(page, password, 'Please enter a password');
    await expect(password).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian customer is told in French what is missing', async ({ page }) => {
    await page.goto(`${canada}/fr/my-account/login`);
    await expectAccountPage(page, {
      routeId: 'login',
      heading: 'Connexion',
      trail: ['Accueil', 'Mon compte', 'Connexion'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const email = page.getByLabel('Adresse courriel');
    const password = page.getByLabel('Mot de passe');
    const submit = page.getByRole('main').getByRole('button', { name: 'Se connecter' });

    await submit.click();
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expectFieldError(page, password, 'Veuillez saisir un mot de passe');
    await expect(email).toBeFocused();

    await email.fill('ada@example.ca');
    await submit.click();
    await expect(email).toHaveValue('ada@example.ca');
    await expectNoFieldError(email);
    await expect(password).toBeFocused();
  });

  test('follows the sign-in page’s links to create an account and to find a guest order', async ({ page }) => {
    await page.goto('/my-account/login');
    await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my-account\/register$/);
    await expectAccountPage(page, {
      routeId: 'register',
      heading: 'Create an account',
      trail: [...myAccount, 'Create an account'],
    });
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Find an order placed as a guest' }).click();
    await expect(page).toHaveURL(/\/order-lookup$/);
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expectAccountPage(page, {
      routeId: 'order-lookup',
      heading: 'Find your order',
      trail: ['Home', 'Find your order'],
    });
  });

  test('asks for a reset link without an email and is told to enter one', async ({ page }) => {
    await page.goto('/my-account/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/my-account\/forgot-password$/);
    const email = page.getByLabel('Email address');
    const submit = page.getByRole('button', { name: 'Send reset link' });
    await submit.click();
    await expectFieldError(page, email, 'Please enter your email address');
    await expect(email).toBeFocused();
    await email.fill('ada@example');
    await submit.click();
    await expectFieldError(page, email, 'Please enter a valid email address');
    await expect(email).toHaveValue('ada@example');
  });

  test('a French-speaking Canadian customer asks for a reset link in French', async ({ page }) => {
    await page.goto(`${canada}/fr/my-account/forgot-password`);
    await expectAccountPage(page, {
      routeId: 'forgot-password',
      heading: 'Mot de passe oublié?',
      trail: ['Accueil', 'Mon compte', 'Mot de passe oublié?'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const email = page.getByLabel('Adresse courriel');
    await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expect(email).toBeFocused();
  });

  test('sets a new password: both fields are required, and what was typed stays', async ({ page }) => {
    await page.goto('/my-account/new-password?token=e2e-unused-link');
    const password = page.getByLabel(/^New password/);
    const confirm = page.getByLabel(/^Confirm new password/);
    const submit = page.getByRole('button', { name: 'Save password' });

    await submit.click();
    await expectFieldError(page, password, 'Please enter a password');
    await expectFieldError(page, confirm, 'Please confirm your password');
    await expect(password).toBeFocused();

    await password.fill('Sparkle2024');
    await submit.click();
    await expect(password).toHaveValue('Sparkle2024');
    await expectNoFieldError(password);
    await expectFieldError(page, confirm, 'Please confirm your password');
    await expect(confirm).toBeFocused();

    await confirm.fill('Sparkle2025');
    await submit.click();
    await expectFieldError(page, confirm, 'The password you entered does not match');
  });

  test('a French-speaking Canadian customer sets a new password in French', async ({ page }) => {
    await page.goto(`${canada}/fr/my-account/new-password?token=e2e-unused-link`);
    const password = page.getByLabel(/^Nouveau mot de passe/);
    const confirm = page.getByLabel(/^Confirmer le nouveau mot de passe/);
    const submit = page.getByRole('button', { name: 'Enregistrer le mot de passe' });
    await submit.click();
    await expectFieldError(page, password, 'Veuillez saisir un mot de passe');
    await expectFieldError(page, confirm, 'Veuillez confirmer votre mot de passe');
    await expect(password).toBeFocused();
    await password.fill('Eclat2024');
    await submit.click();
    await expect(password).toHaveValue('Eclat2024');
    await expect(confirm).toBeFocused();
  });
});

test.describe('an in-store customer activating their account', () => {
  test('is asked for the email given in store', async ({ page }) => {
    await page.goto('/my-account/account-activation');
    const email = page.getByLabel('Email address you gave in store');
    const submit = page.getByRole('button', { name: 'Send verification email' });
    await submit.click();
    await expectFieldError(page, email, 'Please enter your email address');
    await expect(email).toBeFocused();
    await email.fill('ada.example.com');
    await submit.click();
    await expectFieldError(page, email, 'Please enter a valid email address');
    await expect(email).toHaveValue('ada.example.com');
  });

  test('a French-speaking Canadian customer is asked in French', async ({ page }) => {
    await page.goto(`${canada}/fr/my-account/account-activation`);
    await expectAccountPage(page, {
      routeId: 'account-activation',
      heading: 'Activez votre compte',
      trail: ['Accueil', 'Mon compte', 'Activez votre compte'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const email = page.getByLabel('Adresse courriel donnée en magasin');
    await page.getByRole('button', { name: 'Envoyer le courriel de vérification' }).click();
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expect(email).toBeFocused();
  });
});

test.describe('a new customer registering', () => {
  test('submits the registration empty, sees every required message, and keeps what they typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-account/register');
    const firstName = page.getByLabel('First name');
    const lastName = page.getByLabel('Last name');
    const email = page.getByLabel('Email address');
    const mobile = page.getByLabel('Mobile phone number');
    const password = page.getByLabel(/^Password/);
    const confirm = page.getByLabel(/^Confirm password/);
    const terms = page.getByRole('checkbox', { name: /^I agree to the Brilliance terms and conditions/ });
    const submit = page.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expectFieldError(page, firstName, 'Please enter your first name');
    await expectFieldError(page, lastName, 'Your name is empty');
    await expectFieldError(page, email, 'Please enter your email address');
    await expectFieldError(page, mobile, 'Please enter your mobile phone number');
    await expectFieldError(page, password, 'Please enter a password');
    await expectFieldError(page, confirm, 'Please confirm your password');
    await expectFieldError(page, terms, 'Please accept the terms and conditions');
    await expect(email).toBeFocused();
    await expectAccessible(page);

    await firstName.fill('Ada');
    await lastName.fill('O’Brien');
    await email.fill('ada@example.com');
    await terms.check();
    await submit.click();
    await expect(firstName).toHaveValue('Ada');
    await expect(lastName).toHaveValue('O’Brien');
    await expect(email).toHaveValue('ada@example.com');
    await expect(terms).toBeChecked();
    for (const kept of [firstName, lastName, email, terms]) await expectNoFieldError(kept);
    await expectFieldError(page, mobile, 'Please enter your mobile phone number');
    const state = page.getByLabel('State or territory');
    await expectFieldError(page, state, 'Please select your state');
    await expect(state).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian customer sees the required messages in French', async ({ page }) => {
    await page.goto(`${canada}/fr/my-account/register`);
    await expectAccountPage(page, {
      routeId: 'register',
      heading: 'Créer un compte',
      trail: ['Accueil', 'Mon compte', 'Créer un compte'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const firstName = page.getByLabel('Prénom');
    const lastName = page.getByLabel('Nom de famille');
    const email = page.getByLabel('Adresse courriel');
    const mobile = page.getByLabel('Numéro de cellulaire');
    const password = page.getByLabel(/^Mot de passe/);
    const confirm = page.getByLabel(/^Confirmer le mot de passe/);
    const terms = page.getByRole('checkbox', { name: /^J’accepte les conditions générales de Brilliance/ });
    const submit = page.getByRole('button', { name: 'Créer mon compte' });

    await submit.click();
    await expectFieldError(page, firstName, 'Veuillez saisir votre prénom');
    await expectFieldError(page, lastName, 'Votre nom est vide');
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expectFieldError(page, mobile, 'Veuillez saisir votre numéro de téléphone cellulaire');
    await expectFieldError(page, password, 'Veuillez saisir un mot de passe');
    await expectFieldError(page, confirm, 'Veuillez confirmer votre mot de passe');
    await expectFieldError(page, terms, 'Veuillez accepter les conditions');
    await expect(email).toBeFocused();

    await email.fill('elodie@example.com');
    await submit.click();
    await expect(email).toHaveValue('elodie@example.com');
    await expectNoFieldError(email);
    await expect(firstName).toBeFocused();
  });

  test('already has an account and goes to sign in instead', async ({ page }) => {
    await page.goto('/my-account/register');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my-account\/login$/);
    await expectAccountPage(page, { routeId: 'login', heading: 'Sign in', trail: [...myAccount, 'Sign in'] });
  });
});

test.describe('a guest looking up an order', () => {
  test('submits the lookup empty, is told what is missing, and keeps the order number typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/order-lookup');
    const orderNumber = page.getByLabel('Order number');
    const postcode = page.getByLabel('Billing postcode');
    const submit = page.getByRole('button', { name: 'Find my order' });

    await submit.click();
    await expectFieldError(page, orderNumber, 'Please enter your order number');
    await expectFieldError(page, postcode, 'Please enter your billing postcode');
    await expect(orderNumber).toBeFocused();
    await expectAccessible(page);

    await orderNumber.fill('1000 0000 0123');
    await submit.click();
    await expect(orderNumber).toHaveValue('1000 0000 0123');
    await expectNoFieldError(orderNumber);
    await expect(postcode).toBeFocused();

    await orderNumber.fill('12345678');
    await postcode.fill('2000');
    await submit.click();
    await expectFieldError(
      page,
      orderNumber,
      'Please enter a valid order number (12 digits, or 5 digits for older in-store receipts)',
    );
    await expectNoFieldError(postcode);
    await expect(postcode).toHaveValue('2000');
    expect(errors).toEqual([]);
  });

  test('in Canada the postal code follows the Canadian rule', async ({ page }) => {
    await page.goto(`${canada}/order-lookup`);
    const orderNumber = page.getByLabel('Order number');
    const postcode = page.getByLabel('Billing postal code');
    const submit = page.getByRole('button', { name: 'Find my order' });
    await orderNumber.fill(orderNo);
    await postcode.fill('2000');
    await submit.click();
    await expectFieldError(page, postcode, 'Please enter a valid postal code, for example K1V 1J8');
    await expect(postcode).toBeFocused();
    await postcode.fill('k1v1j8');
    await submit.click();
    await expectNoFieldError(postcode);
    await expectNoFieldError(orderNumber);
  });

  test('a French-speaking Canadian guest is told in French what is missing', async ({ page }) => {
    await page.goto(`${canada}/fr/order-lookup`);
    await expectAccountPage(page, {
      routeId: 'order-lookup',
      heading: 'Retrouver votre commande',
      trail: ['Accueil', 'Retrouver votre commande'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const orderNumber = page.getByLabel('Numéro de commande');
    const postcode = page.getByLabel('Code postal de facturation');
    const submit = page.getByRole('button', { name: 'Trouver ma commande' });

    await submit.click();
    await expectFieldError(page, orderNumber, 'Veuillez saisir votre numéro de commande');
    await expectFieldError(page, postcode, 'Veuillez saisir le code postal de facturation');
    await expect(orderNumber).toBeFocused();

    await orderNumber.fill(orderNo);
    await postcode.fill('1234');
    await submit.click();
    await expect(orderNumber).toHaveValue(orderNo);
    await expectNoFieldError(orderNumber);
    await expectFieldError(page, postcode, 'Veuillez saisir un code postal valide, par exemple K1V 1J8');
    await expect(postcode).toBeFocused();
  });
});
