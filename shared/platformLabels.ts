/** How a platform is named to readers: on badges, tabs, the error decoder, the plan-change simulator and in the Markdown copies of the docs. */
export const PLATFORM_LABELS = {ios: 'iOS', android: 'Android'} as const;
