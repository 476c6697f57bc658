import { PageFrame } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ContactDetailsForm } from '../features/contact-details/contact-details-form';
import { AddressBook } from '../features/saved-addresses/address-book';
import { MemberOnly } from '../lib/member-only';
import { profileQuery } from '../lib/member-profile';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Contact details `/my-account/contact-details` (members only): name, e-mail, mobile, state, password, addresses. */
export default function ContactDetailsRoute() {
  return (
    <MemberOnly>
      <ContactDetailsPage />
    </MemberOnly>
  );
}

function ContactDetailsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.contactDetailsTitle);
  const profile = useQuery(profileQuery);
  return (
    <PageFrame
      title={title}
      robots="noindex"
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.contactDetailsIntro)}
      state={
        profile.isPending
          ? { status: 'loading' }
          : profile.isError
            ? { status: 'error', retry: () => void profile.refetch() }
            : { status: 'ready' }
      }
    >
      {profile.data ? (
        <>
          <ContactDetailsForm key={profile.data.id} profile={profile.data} />
          <AddressBook market={profile.data.market} name={profile.data} />
        </>
      ) : null}
    </PageFrame>
  );
}
