import dayjs from 'dayjs';
import 'dayjs/locale/ja';

// Dates read in Japanese (曜日, 月) wherever the page's shared dayjs formats them. A module of its
// own, the only one of this library with an effect on import, so that a chunk taking only the data
// layer (the shell's first requests) does not take the provider and antd with it.
dayjs.locale('ja');
