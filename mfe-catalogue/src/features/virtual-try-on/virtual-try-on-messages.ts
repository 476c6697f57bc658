import { defineMessage, defineMessages } from 'react-intl';

export const tryOnMessages = defineMessages({
  open: { id: 'catalogue.virtualTryOn.open', defaultMessage: 'Try it on' },
  title: defineMessage<{ productName: string }>({
    id: 'catalogue.virtualTryOn.title',
    defaultMessage: 'Try on {productName}',
  }),
  loading: { id: 'catalogue.virtualTryOn.loading', defaultMessage: 'Preparing the try-on…' },
  intro: {
    id: 'catalogue.virtualTryOn.intro',
    defaultMessage:
      'See how it looks on you. Drag the piece into place, then resize or turn it with the controls below.',
  },
  privacy: {
    id: 'catalogue.virtualTryOn.privacy',
    defaultMessage: 'Your camera and photos stay on this device: nothing is recorded or sent to us.',
  },
  stageLabel: { id: 'catalogue.virtualTryOn.stageLabel', defaultMessage: 'Try-on preview' },
  cameraStarting: { id: 'catalogue.virtualTryOn.cameraStarting', defaultMessage: 'Starting your camera…' },
  cameraRefused: {
    id: 'catalogue.virtualTryOn.cameraRefused',
    defaultMessage: 'Camera access was refused. Allow it in your browser settings, or upload a photo instead.',
  },
  cameraMissing: {
    id: 'catalogue.virtualTryOn.cameraMissing',
    defaultMessage: 'We couldn’t find a camera on this device. Upload a photo instead.',
  },
  cameraFailed: {
    id: 'catalogue.virtualTryOn.cameraFailed',
    defaultMessage:
      'We couldn’t start your camera. It may be in use by another app. Try again, or upload a photo instead.',
  },
  cameraRetry: { id: 'catalogue.virtualTryOn.cameraRetry', defaultMessage: 'Try the camera again' },
  useCamera: { id: 'catalogue.virtualTryOn.useCamera', defaultMessage: 'Use my camera' },
  videoLabel: { id: 'catalogue.virtualTryOn.videoLabel', defaultMessage: 'Your camera, shown as a mirror' },
  uploadLabel: { id: 'catalogue.virtualTryOn.uploadLabel', defaultMessage: 'Upload a photo' },
  uploadHint: {
    id: 'catalogue.virtualTryOn.uploadHint',
    defaultMessage: 'A well-lit photo of your hand, ear or neckline works best.',
  },
  notAPhoto: {
    id: 'catalogue.virtualTryOn.notAPhoto',
    defaultMessage: 'We can’t show that file as a photo. Please choose a JPEG, PNG or WebP image.',
  },
  photoAlt: { id: 'catalogue.virtualTryOn.photoAlt', defaultMessage: 'Your uploaded photo' },
  pieceLabel: defineMessage<{ productName: string }>({
    id: 'catalogue.virtualTryOn.pieceLabel',
    defaultMessage: 'Position of {productName}',
  }),
  pieceRole: { id: 'catalogue.virtualTryOn.pieceRole', defaultMessage: 'movable piece' },
  piecePosition: defineMessage<{ x: number; y: number }>({
    id: 'catalogue.virtualTryOn.piecePosition',
    defaultMessage: '{x}% from the left, {y}% from the top',
  }),
  pieceInstructions: {
    id: 'catalogue.virtualTryOn.pieceInstructions',
    defaultMessage:
      'Drag the piece, or use the arrow keys to move it (hold Shift for bigger steps) and the plus and minus keys to resize it.',
  },
  size: { id: 'catalogue.virtualTryOn.size', defaultMessage: 'Size' },
  sizeValue: defineMessage<{ percent: number }>({
    id: 'catalogue.virtualTryOn.sizeValue',
    defaultMessage: '{percent}% of the picture’s width',
  }),
  smaller: { id: 'catalogue.virtualTryOn.smaller', defaultMessage: 'Make smaller' },
  larger: { id: 'catalogue.virtualTryOn.larger', defaultMessage: 'Make larger' },
  rotation: { id: 'catalogue.virtualTryOn.rotation', defaultMessage: 'Angle' },
  rotationValue: defineMessage<{ degrees: number }>({
    id: 'catalogue.virtualTryOn.rotationValue',
    defaultMessage: '{degrees}°',
  }),
  reset: { id: 'catalogue.virtualTryOn.reset', defaultMessage: 'Reset position' },
  takePhoto: { id: 'catalogue.virtualTryOn.takePhoto', defaultMessage: 'Take photo' },
  photoTaken: {
    id: 'catalogue.virtualTryOn.photoTaken',
    defaultMessage: 'Photo taken. Download it below.',
  },
  captureFailed: {
    id: 'catalogue.virtualTryOn.captureFailed',
    defaultMessage: 'We couldn’t save the photo. Please try again.',
  },
  resultHeading: { id: 'catalogue.virtualTryOn.resultHeading', defaultMessage: 'Your photo' },
  resultAlt: defineMessage<{ productName: string }>({
    id: 'catalogue.virtualTryOn.resultAlt',
    defaultMessage: 'Your try-on photo with {productName}',
  }),
  download: { id: 'catalogue.virtualTryOn.download', defaultMessage: 'Download photo' },
  discard: { id: 'catalogue.virtualTryOn.discard', defaultMessage: 'Discard photo' },
});
