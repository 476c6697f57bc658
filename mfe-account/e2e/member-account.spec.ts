import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { JOURNEY_PASSWORD as PASSWORD, freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, expectFieldError, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** What differs between an Australian member in English and a Québec member in French. */
const locales = [
  {
    locale: 'en-AU',
    base: '',
    breadcrumbLabel: 'Breadcrumb',
    words: {
      home: 'Home',
      myAccount: 'My account',
      greeting: 'Welcome back, Mia',
      noOrders: 'You haven’t placed an order yet.',
      oneVoucher: '1 voucher ready to use',
      contactDetails: 'Contact details',
      firstName: 'First name',
      lastName: 'Last name',
      email: /^Email address/,
      confirmEmail: 'Confirm email address',
      currentPassword: 'Current password',
      save: 'Save changes',
      nameEmpty: 'Your name is empty',
      emailInUse: 'Another account uses this email address',
      failed: 'There was a problem updating your details. Please check them and try again.',
      saved: 'Your details have been updated.',
      addresses: 'Saved addresses',
      addAddress: 'Add an address',
      newAddress: 'New address',
      editAddress: 'Edit address',
      addressName: 'Name this address (optional)',
      street: 'Street address',
      city: 'Town or city',
      state: 'State or territory',
      postcode: 'Postcode',
      phone: 'Phone',
      saveAddress: 'Save address',
      badPostcode: 'Please enter a valid 4-digit postcode',
      addressSaved: 'Your address has been saved.',
      edit: 'Edit Studio',
      remove: 'Delete Studio',
      confirmTitle: 'Delete this address?',
      confirmDelete: 'Delete address',
      deleted: 'The address has been deleted.',
      brilliance: 'Brilliance',
      join: 'Join Brilliance',
      welcome: 'Welcome voucher',
      ready: 'Ready to use',
      voucherValue: '$20 off a spend of $100 or more',
    },
    member: { state: 'NSW', mobilePhone: '0412 555 010' },
    address: { street: '1 Martin Place', city: 'Sydney', state: 'New South Wales', bad: '20000', good: '2000' },
  },
  {
    locale: 'fr-CA',
    base: `${e2eOrigin('ca.localhost')}/fr`,
    breadcrumbLabel: 'Fil d’Ariane',
    words: {
      home: 'Accueil',
      myAccount: 'Mon compte',
      greeting: 'Bon retour, Mia',
      noOrders: 'Vous n’avez pas encore passé de commande.',
      oneVoucher: '1 bon prêt à utiliser',
      contactDetails: 'Coordonnées',
      firstName: 'Prénom',
      lastName: 'Nom de famille',
      email: /^Adresse courriel/,
      confirmEmail: 'Confirmer l’adresse courriel',
      currentPassword: 'Mot de passe actuel',
      save: 'Enregistrer les modifications',
      nameEmpty: 'Votre nom est vide',
      emailInUse: 'Un autre compte utilise cette adresse courriel',
      failed: 'Un problème est survenu lors de la mise à jour de vos coordonnées. Veuillez les vérifier et réessayer.',
      saved: 'Vos coordonnées ont été mises à jour.',
      addresses: 'Adresses enregistrées',
      addAddress: 'Ajouter une adresse',
      newAddress: 'Nouvelle adresse',
      editAddress: 'Modifier l’adresse',
      addressName: 'Nom de cette adresse (facultatif)',
      street: 'Adresse municipale',
      city: 'Ville',
      state: 'Province ou territoire',
      postcode: 'Code postal',
      phone: 'Téléphone',
      saveAddress: 'Enregistrer l’adresse',
      badPostcode: 'Veuillez saisir un code postal valide, par exemple K1V 1J8',
      addressSaved: 'Votre adresse a été enregistrée.',
      edit: 'Modifier Studio',
      remove: 'Supprimer Studio',
      confirmTitle: 'Supprimer cette adresse?',
      confirmDelete: 'Supprimer l’adresse',
      deleted: 'L’adresse a été supprimée.',
      brilliance: 'Brilliance',
      join: 'Rejoindre Brilliance',
      welcome: 'Bon de bienvenue',
      ready: 'Prêt à utiliser',
      voucherValue: '20 $ de réduction sur un achat de 100 $ ou plus',
    },
    member: { state: 'QC', mobilePhone: '514 555 0199' },
    address: {
      street: '1000 rue De La Gauchetière Ouest',
      city: 'Montréal',
      state: 'Québec',
      bad: '12345',
      good: 'H3B 1A4',
    },
  },
] as const;

for (const { locale, base, breadcrumbLabel, words, member, address } of locales) {
  test.describe(`a Brilliance member's account (${locale})`, () => {
    test('home, contact details with a failure then a success, an address added, edited and deleted, and the welcome voucher', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, locale);

      // A guest is invited to join on the programme page.
      await page.goto(`${base}/my-account/brilliance`);
      await expectRemotePage(page, 'account', {
        routeId: 'brilliance',
        heading: words.brilliance,
        trail: [words.home, words.myAccount, words.brilliance],
        breadcrumbLabel,
      });
      await expect(page.getByRole('main').getByRole('link', { name: words.join })).toBeVisible();
      await expectAccessible(page);

      await joinBrilliance(page, email, member);

      // Account home.
      await page.goto(`${base}/my-account`);
      await expectRemotePage(page, 'account', {
        routeId: 'account-home',
        heading: words.myAccount,
        trail: [words.home, words.myAccount],
        breadcrumbLabel,
      });
      const main = page.getByRole('main');
      await expect(main.getByText(words.greeting)).toBeVisible();
      await expect(main.getByText(/^70\d{10}$/)).toBeVisible();
      await expect(main.getByText(words.noOrders)).toBeVisible();
      await expect(main.getByText(words.oneVoucher)).toBeVisible();
      await expectAccessible(page);

      // Contact details: a field problem, then the API's refusal (another account's e-mail), then a save.
      await main.getByRole('navigation').getByRole('link', { name: words.contactDetails, exact: true }).click();
      await expectRemotePage(page, 'account', {
        routeId: 'contact-details',
        heading: words.contactDetails,
        trail: [words.home, words.myAccount, words.contactDetails],
        breadcrumbLabel,
      });
      const lastName = main.getByRole('textbox', { name: words.lastName });
      await expect(lastName).toHaveValue('Laurent');
      await lastName.fill('');
      await main.getByRole('button', { name: words.save }).click();
      await expectFieldError(page, lastName, words.nameEmpty);
      await expect(lastName).toBeFocused();
      await expectAccessible(page);

      await lastName.fill('Laurent-Roy');
      await main.getByLabel(words.email).fill('ava.member@example.com');
      await main.getByLabel(words.confirmEmail).fill('ava.member@example.com');
      await main.getByLabel(words.currentPassword).fill(PASSWORD);
      await main.getByRole('button', { name: words.save }).click();
      await expect(main.getByRole('alert').filter({ hasText: words.failed })).toBeVisible();
      await expectFieldError(page, main.getByLabel(words.email), words.emailInUse);
      await expect(lastName).toHaveValue('Laurent-Roy');
      await expect(main.getByLabel(words.currentPassword)).toHaveValue(PASSWORD);
      await expectAccessible(page);

      await main.getByLabel(words.email).fill(email);
      await main.getByRole('button', { name: words.save }).click();
      await expect(main.getByText(words.saved)).toBeVisible();
      await expect(main.getByLabel(words.currentPassword)).toHaveValue('');
      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: words.lastName })).toHaveValue('Laurent-Roy');

      // Saved addresses: add (a wrong postcode first), edit, delete after confirming.
      const book = page.getByRole('region', { name: words.addresses });
      await book.getByRole('button', { name: words.addAddress }).click();
      const form = book.getByRole('form', { name: words.newAddress });
      await form.getByLabel(words.addressName).fill('Studio');
      await form.getByLabel(words.street).fill(address.street);
      await form.getByLabel(words.city).fill(address.city);
      await form.getByLabel(words.state).selectOption({ label: address.state });
      await form.getByLabel(words.postcode).fill(address.bad);
      await form.getByLabel(words.phone).fill(member.mobilePhone);
      await form.getByRole('button', { name: words.saveAddress }).click();
      await expectFieldError(page, form.getByLabel(words.postcode), words.badPostcode);
      await expectAccessible(page);
      await form.getByLabel(words.postcode).fill(address.good);
      await form.getByRole('button', { name: words.saveAddress }).click();
      await expect(book.getByText(words.addressSaved)).toBeVisible();
      await expect(book.getByText(address.street)).toBeVisible();
      await expectAccessible(page);

      await book.getByRole('button', { name: words.edit }).click();
      const edit = book.getByRole('form', { name: words.editAddress });
      await edit.getByLabel(words.street).fill(`2 ${address.street.replace(/^\d+ /, '')}`);
      await edit.getByRole('button', { name: words.saveAddress }).click();
      await expect(book.getByText(`2 ${address.street.replace(/^\d+ /, '')}`)).toBeVisible();

      await book.getByRole('button', { name: words.remove }).click();
      const dialog = page.getByRole('dialog', { name: words.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: words.confirmDelete }).click();
      await expect(book.getByText(words.deleted)).toBeVisible();
      await expect(book.getByRole('heading', { name: 'Studio' })).toHaveCount(0);

      // Brilliance: the welcome voucher, ready to use.
      await page.goto(`${base}/my-account/brilliance`);
      const voucher = page.getByRole('listitem', { name: words.welcome });
      await expect(voucher).toBeVisible();
      await expect(voucher.getByText(words.ready)).toBeVisible();
      await expect(voucher.getByText(words.voucherValue)).toBeVisible();
      await expect(voucher.getByText(/^[A-Z0-9]+-[A-Z2-9]{8}$/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: words.join })).toHaveCount(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  });
}
