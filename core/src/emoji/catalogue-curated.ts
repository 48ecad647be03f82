/**
 * The picker's first three categories, the ones the spec names (Map, Military, Nature): emoji a map
 * maker reaches for, picked by hand and written as characters so the list reads as what it shows.
 * Each must be in the catalogue (a test checks), i.e. drawable by Twemoji. Unicode has no tank or
 * soldier emoji; Military makes do with helmets, medals, weapons, aircraft, ships and signs.
 */
export interface CuratedEmojiCategory {
  readonly key: string;
  readonly name: string;
  readonly chars: readonly string[];
}

export const CURATED_EMOJI_CATEGORIES: readonly CuratedEmojiCategory[] = [
  {
    key: 'map',
    name: 'Map',
    chars: [
      ...['📍', '📌', '🚩', '🏁', '🏳️', '🏴', '🗺️', '🧭', '🌐', '⭐', '❗', '❓', 'ℹ️', '⚠️', '🔴', '🟡'],
      ...['🟢', '🔵', '🏠', '🏢', '🏛️', '🏰', '🏯', '🏭', '🏥', '🏫', '🏦', '⛪', '🕌', '🏟️', '🗼', '🌉'],
      ...[
        '⛺',
        '🏕️',
        '⛽',
        '🅿️',
        '🚉',
        '✈️',
        '🚁',
        '🚗',
        '🚌',
        '🚆',
        '🚢',
        '⛴️',
        '⚓',
        '🚲',
        '🛣️',
        '🛤️',
        '🚧',
      ],
    ],
  },
  {
    key: 'military',
    name: 'Military',
    chars: [
      ...['🪖', '🎖️', '🏅', '🛡️', '⚔️', '🗡️', '🔫', '🏹', '🪓', '💣', '🧨', '💥', '🔥', '🎯'],
      ...['✈️', '🛩️', '🚁', '🚀', '🛰️', '📡', '🚢', '⛴️', '🛥️', '⚓', '🚩', '🏴', '🏳️', '🎌'],
      ...['🏰', '🏯', '🧱', '⛓️', '🚨', '⚠️', '☢️', '☣️', '💂', '🥷', '🚑', '🚒', '🔭', '🪦', '🕊️'],
    ],
  },
  {
    key: 'nature',
    name: 'Nature',
    chars: [
      ...['🌲', '🌳', '🌴', '🌵', '🌾', '🌿', '🍀', '🍁', '🍂', '🌻', '🌷', '🌸', '🪨', '🌍'],
      ...['⛰️', '🏔️', '🗻', '🌋', '🏝️', '🏜️', '🏞️', '🌊', '💧', '❄️', '☀️', '🌤️', '⛅', '🌧️'],
      ...['⛈️', '🌩️', '🌨️', '🌪️', '🌫️', '🌈', '🌙', '🐻', '🦌', '🐺', '🦊', '🐗', '🦅', '🐟'],
      ...['🐋', '🐘', '🦁', '🐪', '🐧', '🦋', '🐝'],
    ],
  },
];

/**
 * Words a map maker types that emojibase's keywords lack (its keywords describe the picture, not its
 * use on a map): added to those emoji's keywords. Unicode has no tank, so "tank" finds nothing rather
 * than a wrong picture.
 */
export const EXTRA_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '🪖': ['army', 'soldier', 'troops', 'infantry', 'war'],
  '🎖️': ['army', 'military', 'honour', 'honor'],
  '⚔️': ['battle', 'war', 'fight', 'conflict'],
  '🛡️': ['defence', 'defense', 'fortification'],
  '💥': ['battle', 'attack', 'strike'],
  '💣': ['bombing', 'airstrike', 'attack'],
  '🚢': ['navy', 'fleet', 'warship'],
  '✈️': ['air force', 'airport', 'plane'],
  '🛩️': ['air force', 'plane'],
  '🚁': ['air force', 'airlift'],
  '🏰': ['fort', 'fortress', 'citadel'],
  '🚩': ['front', 'position', 'objective'],
  '📍': ['location', 'place', 'marker', 'here'],
  '📌': ['location', 'marker'],
  '🧭': ['north', 'navigation', 'direction'],
  '⛰️': ['hill', 'peak', 'summit'],
  '🌊': ['sea', 'ocean', 'coast', 'flood'],
  '🌲': ['forest', 'woods'],
  '🌳': ['forest', 'park', 'woods'],
};
