import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  "'Noto Sans JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'BIZ UDPGothic', Meiryo, system-ui, -apple-system, 'Segoe UI', sans-serif";

/** Paddy greens: calm enough for long sessions, with clear contrast on the dark side menu. */
export const COLORS = {
  primary: '#3a7d44',
  siderBg: '#1f3a2a',
  siderSubBg: '#18301f',
  layoutBg: '#f3f6f1',
} as const;

export const inasakuTheme: ThemeConfig = {
  // antd's own stylesheet instead of styles generated while rendering (antd-styles.ts); the
  // tokens below still reach it as CSS variables. No hash class: the sheet's selectors have none.
  zeroRuntime: true,
  hashed: false,
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.primary,
    colorLink: '#2f6f9f',
    colorBgLayout: COLORS.layoutBg,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    // WCAG AA (4.5:1) for every text, on white and on the grey of table headers: antd's greys
    // (45 % black, about 3.4:1) and its red, orange and green text fail it, and most of our
    // farmers are past 65.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorWarningText: '#ad4e00',
    colorSuccessText: '#237804',
    // Placeholders and the empty text of tables are read too; disabled controls keep their grey
    // background and cursor to look disabled.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    // Seeds of the preset palettes: a tag's text takes the 7th shade, which for antd's own green,
    // orange, gold and cyan is below 4.5:1 on the tag's tint.
    green: '#237804',
    orange: '#d46b08',
    gold: '#d48806',
    cyan: '#08979c',
  },
  components: {
    Layout: { siderBg: COLORS.siderBg, headerBg: COLORS.siderBg, triggerBg: COLORS.siderSubBg, bodyBg: COLORS.layoutBg },
    Menu: {
      darkItemBg: COLORS.siderBg,
      darkSubMenuItemBg: COLORS.siderSubBg,
      darkItemSelectedBg: COLORS.primary,
      darkItemDisabledColor: 'rgba(255,255,255,0.3)',
    },
    Card: { headerFontSize: 15 },
  },
};
