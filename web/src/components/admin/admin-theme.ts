import { theme, type ThemeConfig } from 'antd';

/** Ant Design's own palettes, to pick darker shades of them. */
const PALETTES = theme.getDesignToken();
/** The hues a Tag takes by name (`<Tag color="green">`). */
export const TAG_HUES = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;
/** Hues so light that shade 8 is still under 4.5:1 on shade 1. */
const LIGHT_HUES: readonly string[] = ['yellow', 'gold', 'lime'];

/**
 * A named Tag writes in shade 7 of its hue on shade 1: 3.37:1 for green, under 3:1 for gold. The
 * Tag's own shade 7 is shade 8 instead (shade 9 for the light hues), at least 4.5:1 on every hue.
 */
const TAG_TEXT_SHADES = Object.fromEntries(
  TAG_HUES.map((hue) => [`${hue}7`, PALETTES[`${hue}${LIGHT_HUES.includes(hue) ? 9 : 8}`]]),
);

/**
 * The back office's one theme: the site's indigo and navy (styles/global.css) as Ant Design tokens,
 * with every text colour at least 4.5:1 on its background (WCAG 1.4.3) and links told apart from
 * the text around them by more than colour (WCAG 1.4.1).
 */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    // antd lightens the primary for hover (#7d72f2: 3.77:1 as text on white, and under white text);
    // a pointer resting on a button must not take it below 4.5:1, so hover and press go darker.
    colorPrimaryHover: '#4338ca',
    colorPrimaryActive: '#3730a3',
    colorPrimaryTextHover: '#4338ca',
    colorLink: '#4338ca',
    colorLinkHover: '#3730a3',
    colorTextBase: '#0f1b3d',
    // antd derives these from the base with alpha, below 4.5:1 on white: the site's slate instead.
    colorTextSecondary: '#475569',
    colorTextDescription: '#475569',
    colorTextPlaceholder: '#64748b',
    // The site's danger red: antd's #ff4d4f is 3.3:1 on white (danger buttons, error messages).
    colorError: '#b91c1c',
    linkDecoration: 'underline',
    borderRadius: 8,
    fontFamily: 'inherit',
  },
  components: {
    Layout: { siderBg: '#0f1b3d', triggerBg: '#1c2b5a', headerBg: '#ffffff', bodyBg: '#f8fafc' },
    Menu: { darkItemBg: '#0f1b3d', darkSubMenuItemBg: '#0f1b3d', darkItemSelectedBg: '#4f46e5' },
    // A table's empty text is in the disabled grey (1.7:1); it is information, not a disabled control.
    Table: { colorTextDisabled: '#64748b' },
    Tag: TAG_TEXT_SHADES,
    // The gap between a field and its icons (the password's eye): 4px leaves the 14px icon short of
    // the 24px target spacing of WCAG 2.5.8.
    Input: { paddingXXS: 6 },
  },
};
