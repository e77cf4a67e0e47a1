/** The brand green, for what CSS cannot reach (manifest, theme colour); the same as `--color-accent`. */
export const brandColor = '#0b7a3e';

/** The page background behind the installed app's splash screen. */
export const brandBackgroundColor = '#ffffff';

/** The page background in the dark colour scheme (`--color-surface` there): the browser's bar. */
export const brandDarkBackgroundColor = '#111d17';
