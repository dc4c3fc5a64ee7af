/**
 * For the outline layers' tests (jsdom draws nothing): a stand-in 2D context that records its
 * paths, fills and strokes in `ops`; clearRect empties the record.
 */
export function recordingContext() {
  const ops: string[] = [];
  const context = {
    setTransform: () => undefined,
    clearRect: () => ops.splice(0),
    beginPath: () => ops.push('begin'),
    moveTo: () => ops.push('move'),
    lineTo: () => undefined,
    closePath: () => undefined,
    fill: () => ops.push('fill'),
    stroke: () => ops.push('stroke'),
  };
  return { ops, context };
}
