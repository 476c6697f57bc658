import type { EngagementPreferencesWidgetProps } from '@storefront/contracts';

/** Marketing messages on or off (the opt-out helper fills this in). */
export default function EngagementPreferences({ placement }: EngagementPreferencesWidgetProps) {
  return <div data-engagement-preferences={placement} />;
}
