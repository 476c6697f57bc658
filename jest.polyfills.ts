// jsdom lacks these web platform globals that react-router and the fetch-based client use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
