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
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.primary,
    colorLink: '#2f6f9f',
    colorBgLayout: COLORS.layoutBg,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
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
