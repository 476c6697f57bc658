import type { ControlMessage, InAppMessageButton as Button, InAppMessage } from '@braze/web-sdk';
import {
  FullScreenMessage,
  HtmlMessage,
  InAppMessageButton,
  ModalMessage,
  SlideUpMessage,
} from '../../lib/engagement-sdk/braze-sdk';
import type { InAppMessageSdk } from './in-app-message-model';

/** A button as a campaign defines it. */
export function buildButton(
  overrides: { text?: string; clickAction?: 'URI' | 'NONE'; uri?: string; id?: number } = {},
): Button {
  const { text = 'Go to bag', clickAction = 'NONE', uri, id = 0 } = overrides;
  return new InAppMessageButton(text, undefined, undefined, undefined, clickAction, uri, id);
}

interface MessageFields {
  header?: string;
  message?: string;
  triggerId?: string;
  clickAction?: 'URI' | 'NONE' | 'NEWS_FEED';
  uri?: string;
  dismissType?: 'AUTO_DISMISS' | 'SWIPE';
  duration?: number;
  imageUrl?: string;
  altImageText?: string;
  buttons?: Button[];
  extras?: Record<string, string>;
  slideFrom?: 'TOP' | 'BOTTOM';
}

/** What a campaign of each kind says when a test does not care; a test's own fields win. */
const campaigns = {
  modal: () => ({
    header: 'Added to your bag',
    message: 'Add complimentary engraving before you check out.',
    triggerId: 'iam-modal',
    buttons: [
      buildButton({ text: 'Go to bag', clickAction: 'URI', uri: '/my-bag' }),
      buildButton({ text: 'Keep shopping', id: 1 }),
    ],
  }),
  fullScreen: () => ({
    header: 'The Anniversary Collection',
    message: 'Eternity rings, hand-finished in our workshop.',
    triggerId: 'iam-full',
    buttons: [buildButton({ text: 'Browse', clickAction: 'URI', uri: '/wedding-bands/eternity' })],
  }),
  slideUp: () => ({
    message: 'Saved to your wishlist.',
    triggerId: 'iam-slide-up',
    clickAction: 'URI' as const,
    uri: '/wishlist',
    dismissType: 'AUTO_DISMISS' as const,
    duration: 5000,
  }),
} satisfies Record<string, () => MessageFields>;

/** A campaign's fields: the kind's defaults, then the test's, then what every kind shares unless told. */
function campaign(kind: keyof typeof campaigns, fields: MessageFields) {
  const {
    message = '',
    clickAction = 'NONE',
    dismissType = 'SWIPE',
    extras = {},
    slideFrom = 'BOTTOM',
    ...rest
  } = {
    ...campaigns[kind](),
    ...fields,
  } as MessageFields;
  return { message, clickAction: clickAction as 'URI', dismissType, extras, slideFrom, ...rest };
}

/** A modal message (the SDK's own class, as `subscribeToInAppMessage` delivers it). */
export function buildModal(fields: MessageFields = {}): ModalMessage {
  const {
    message,
    extras,
    triggerId,
    clickAction,
    uri,
    dismissType,
    duration,
    imageUrl,
    header,
    buttons,
    altImageText,
  } = campaign('modal', fields);
  // prettier-ignore
  return new ModalMessage(
    message, undefined, extras, triggerId, clickAction, uri, undefined, dismissType, duration, undefined,
    imageUrl, undefined, undefined, undefined, undefined, undefined, undefined, false, false, header, undefined,
    undefined, undefined, buttons, undefined, undefined, undefined, undefined, undefined, altImageText,
  );
}

/** A full-screen message. */
export function buildFullScreen(fields: MessageFields = {}): FullScreenMessage {
  const {
    message,
    extras,
    triggerId,
    clickAction,
    uri,
    dismissType,
    duration,
    imageUrl,
    header,
    buttons,
    altImageText,
  } = campaign('fullScreen', fields);
  // prettier-ignore
  return new FullScreenMessage(
    message, undefined, extras, triggerId, clickAction, uri, undefined, dismissType, duration, undefined,
    imageUrl, undefined, undefined, undefined, undefined, undefined, undefined, false, false, header, undefined,
    undefined, undefined, buttons, undefined, undefined, undefined, undefined, undefined, undefined, altImageText,
  );
}

/** A slide-up message: auto-dismissed after 5 s unless told. */
export function buildSlideUp(fields: MessageFields = {}): SlideUpMessage {
  const { message, slideFrom, extras, triggerId, clickAction, uri, dismissType, duration, imageUrl, altImageText } =
    campaign('slideUp', fields);
  // prettier-ignore
  return new SlideUpMessage(
    message, undefined, slideFrom, extras, triggerId, clickAction, uri, undefined, dismissType, duration,
    undefined, imageUrl, undefined, undefined, undefined, undefined, undefined, false, false, undefined, undefined,
    undefined, undefined, altImageText,
  );
}

/** An HTML message (its document as the campaign wrote it). */
export function buildHtml(triggerId = 'iam-html'): HtmlMessage {
  return new HtmlMessage(
    '<!doctype html><html lang="en"><title>Need a hand?</title><h1>Need a hand?</h1></html>',
    {},
    triggerId,
  );
}

/** The SDK's message classes with its logging and display recorded instead of sent. */
export function buildRecordingSdk(): InAppMessageSdk & {
  logInAppMessageImpression: jest.Mock<boolean, [InAppMessage | ControlMessage]>;
  logInAppMessageClick: jest.Mock<boolean, [InAppMessage]>;
  logInAppMessageButtonClick: jest.Mock<boolean, [Button, InAppMessage]>;
  showInAppMessage: jest.Mock<boolean | undefined, [InAppMessage | ControlMessage]>;
} {
  return {
    FullScreenMessage,
    HtmlMessage,
    ModalMessage,
    SlideUpMessage,
    logInAppMessageImpression: jest.fn<boolean, [InAppMessage | ControlMessage]>(() => true),
    logInAppMessageClick: jest.fn<boolean, [InAppMessage]>(() => true),
    logInAppMessageButtonClick: jest.fn<boolean, [Button, InAppMessage]>(() => true),
    showInAppMessage: jest.fn<boolean | undefined, [InAppMessage | ControlMessage]>(() => true),
  };
}
