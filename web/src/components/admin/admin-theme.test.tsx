import { theme } from 'antd';
import { ADMIN_THEME, TAG_HUES } from './admin-theme';

/**
 * The admin theme's text colours against their backgrounds. jsdom cannot resolve antd's CSS
 * variables, so this reads the tokens antd renders with; the journeys' axe pass (e2e/accessibility)
 * checks the rendered screens.
 */

/** An opaque colour's sRGB channels, 0–255, from `#rrggbb` or `rgb[a](r, g, b[, a])` over white. */
function channels(color: string): number[] {
  if (color.startsWith('#'))
    return color
      .slice(1)
      .match(/../g)!
      .map((hex) => parseInt(hex, 16));
  const [r, g, b, alpha = 1] = color.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!].map((channel) => channel * alpha + 255 * (1 - alpha));
}

/** The WCAG 2.x contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const AA = 4.5;
const token = theme.getDesignToken(ADMIN_THEME);
const palettes = theme.getDesignToken();
const tagTokens = ADMIN_THEME.components!.Tag as Record<string, string>;

it.each(TAG_HUES)('writes a %s Tag (shade 7 of its hue) at 4.5:1 or more on its background (shade 1)', (hue) => {
  const palette = palettes as unknown as Record<string, string>;
  expect(contrast(tagTokens[`${hue}7`]!, palette[`${hue}1`]!)).toBeGreaterThanOrEqual(AA);
});

it('writes text, links, danger buttons and errors at 4.5:1 or more on white', () => {
  const ratios = Object.fromEntries(
    (['colorText', 'colorTextSecondary', 'colorTextDescription', 'colorLink', 'colorError'] as const).map((name) => [
      name,
      contrast(token[name], token.colorBgContainer) >= AA,
    ]),
  );
  expect(ratios).toEqual({
    colorText: true,
    colorTextSecondary: true,
    colorTextDescription: true,
    colorLink: true,
    colorError: true,
  });
});

// A pointer left on a button (as after a click) shows its hover colours: text on white for default
// and danger buttons, white text on the colour for primary ones.
const STATE_COLORS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorLinkHover',
  'colorError',
  'colorErrorHover',
  'colorErrorActive',
] as const;

it.each(STATE_COLORS)('keeps %s at 4.5:1 or more against white, as text or under white text', (name) => {
  expect(contrast(token[name], '#ffffff')).toBeGreaterThanOrEqual(AA);
});

it("writes a table's empty text at 4.5:1 or more on white, and underlines links", () => {
  const table = ADMIN_THEME.components!.Table as { colorTextDisabled: string };
  expect(contrast(table.colorTextDisabled, token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
  expect(token.linkDecoration).toBe('underline');
});
