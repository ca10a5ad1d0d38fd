import { randomId } from './ids.js';

const ADJECTIVES = [
  'amber',
  'brave',
  'calm',
  'clever',
  'crisp',
  'eager',
  'fancy',
  'gentle',
  'happy',
  'jolly',
  'keen',
  'lively',
  'lucky',
  'mellow',
  'nimble',
  'proud',
  'quiet',
  'rapid',
  'shiny',
  'sunny',
  'swift',
  'tidy',
  'vivid',
  'witty',
];
const NOUNS = [
  'badger',
  'beacon',
  'canyon',
  'comet',
  'falcon',
  'forest',
  'harbor',
  'island',
  'lantern',
  'meadow',
  'otter',
  'panda',
  'pebble',
  'planet',
  'raven',
  'river',
  'rocket',
  'sparrow',
  'summit',
  'tiger',
  'tulip',
  'valley',
  'willow',
  'zephyr',
];

const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)];

/** adjective-noun-xxxx */
export function generateName(): string {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${randomId(4)}`;
}
