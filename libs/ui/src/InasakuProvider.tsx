import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { inasakuTheme } from './theme';

dayjs.locale('ja');

export interface InasakuProviderProps {
  children: ReactNode;
}

/** Japanese locale, the farm theme and antd's App context (message, modal, notification). */
export function InasakuProvider({ children }: InasakuProviderProps) {
  return (
    <ConfigProvider locale={jaJP} theme={inasakuTheme} button={{ autoInsertSpace: false }}>
      <App message={{ top: 24, duration: 3, maxCount: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
