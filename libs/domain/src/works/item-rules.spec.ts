import {
  canAddDetailRow,
  canMoveDetailDown,
  canMoveDetailUp,
  defaultItemPattern,
  isFixedDetailRow,
  OVERWRITE_CONFIRM_NOT_PADDY,
  OVERWRITE_CONFIRM_PADDY,
  workInputConfirmMessage,
} from './item-rules';

describe('detail rows', () => {
  it('allows adding up to 20 rows', () => {
    expect(canAddDetailRow(19)).toBe(true);
    expect(canAddDetailRow(20)).toBe(false);
  });
  it('keeps rows 0 and 1 fixed', () => {
    expect(isFixedDetailRow(0)).toBe(true);
    expect(isFixedDetailRow(1)).toBe(true);
    expect(isFixedDetailRow(2)).toBe(false);
  });
  it('never moves a row into or out of the fixed rows', () => {
    expect(canMoveDetailUp(2)).toBe(false);
    expect(canMoveDetailUp(3)).toBe(true);
    expect(canMoveDetailDown(1, 5)).toBe(false);
    expect(canMoveDetailDown(3, 5)).toBe(true);
    expect(canMoveDetailDown(4, 5)).toBe(false);
  });
});

describe('defaultItemPattern', () => {
  it('is add for out-of-field items and overwrite for field work', () => {
    expect(defaultItemPattern(true)).toBe('1');
    expect(defaultItemPattern(false)).toBe('2');
  });
});

describe('workInputConfirmMessage', () => {
  it('asks for out-of-field items only when overwriting an existing record', () => {
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: true, pattern: '2', hasExistingResult: true })).toBe(
      OVERWRITE_CONFIRM_NOT_PADDY,
    );
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: true, pattern: '1', hasExistingResult: true })).toBeNull();
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: true, pattern: '2', hasExistingResult: false })).toBeNull();
  });
  it('asks for field items with results unless the item only adds', () => {
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '2', hasExistingResult: true })).toBe(
      OVERWRITE_CONFIRM_PADDY,
    );
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '', hasExistingResult: true })).toBe(
      OVERWRITE_CONFIRM_PADDY,
    );
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '1', hasExistingResult: true })).toBeNull();
    expect(workInputConfirmMessage({ isNotPaddyFieldItem: false, pattern: '2', hasExistingResult: false })).toBeNull();
  });
});
