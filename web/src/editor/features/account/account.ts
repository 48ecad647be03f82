import type { EditorAction } from '../../actions/types';

/**
 * Saves the map to the signed-in user's account: the first time under a name (asked), then as new
 * versions of the same saved map; a newer copy saved elsewhere is never overwritten. Signed out it is
 * off, and the top bar says how to sign in. The .json file save (Ctrl/Cmd+S) is unchanged.
 */
export const saveToAccount: EditorAction = {
  name: 'saveToAccount',
  label: 'Save to your account',
  icon: 'cloud',
  group: 'file',
  shortcuts: ['Shift+Mod+S'],
  enabled: ({ ui }) => ui.canSaveToAccount(),
  perform: ({ ui }) => ui.saveToAccount(),
};

/**
 * Publishes the map as a read-only page at /m/{id} with a link and embed code (saved to the account
 * first); publishing again updates it, and the dialog unpublishes it. Signed in only, like saving.
 */
export const publishMap: EditorAction = {
  name: 'publishMap',
  label: 'Publish (link and embed)',
  icon: 'publish',
  group: 'file',
  enabled: ({ ui }) => ui.canSaveToAccount(),
  perform: ({ ui }) => ui.openPublish(),
};
