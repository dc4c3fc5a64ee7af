import { Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** Names wider than this get a tooltip (spec 000 §9). */
export const TOOLTIP_THRESHOLD_PX = 110;

export function needsTooltip(textWidthPx: number, threshold = TOOLTIP_THRESHOLD_PX): boolean {
  return textWidthPx > threshold;
}

/**
 * A radio label cut at 110 px with an ellipsis; the full name shows in a tooltip only when it
 * does not fit (spec 000 §2.6 step 1).
 */
export function TruncatedLabel({ text, style }: { text: string; style?: CSSProperties }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setCut(needsTooltip(el.scrollWidth));
  }, [text]);
  const label = (
    <span
      ref={ref}
      data-truncated={cut ? 'yes' : 'no'}
      style={{
        display: 'inline-block',
        maxWidth: TOOLTIP_THRESHOLD_PX,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
        ...style,
      }}
    >
      {text}
    </span>
  );
  return cut ? <Tooltip title={text}>{label}</Tooltip> : label;
}
