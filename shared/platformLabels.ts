/** How a platform is named to readers, on its badge and in the Markdown copies of the docs (plugins/markdown-export). */
export const PLATFORM_LABELS = {ios: 'iOS', android: 'Android'} as const;
