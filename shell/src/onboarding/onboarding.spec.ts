import {
  ONBOARDING_FLAG_KEYS, finishPath, guidePhases, markGuided, needsHomeFirstNote, needsPaddyCheck, phaseAt, readFlags, type OnboardingFlags,
} from './onboarding';

const NONE: OnboardingFlags = { 0: false, 1: false, 2: false };

describe('onboarding phases (spec 000 §4.3)', () => {
  it('no home marker: phase 0 first, then 1 without paddy fields; no work-item message before a home exists', () => {
    expect(guidePhases({ hasHomeMarker: false, hasPaddyFields: false, flags: NONE })).toEqual([0, 1]);
    expect(guidePhases({ hasHomeMarker: false, hasPaddyFields: true, flags: NONE })).toEqual([0]);
  });

  it('no paddy fields: phase 1', () => {
    expect(guidePhases({ hasHomeMarker: true, hasPaddyFields: false, flags: { ...NONE, 2: true } })).toEqual([1]);
  });

  it('not guided before and a home marker: phase 2 (work items), after phase 1 when fields are missing', () => {
    expect(guidePhases({ hasHomeMarker: true, hasPaddyFields: true, flags: NONE })).toEqual([2]);
    expect(guidePhases({ hasHomeMarker: true, hasPaddyFields: false, flags: NONE })).toEqual([1, 2]);
  });

  it('each message once: a set flag leaves its phase out, and all set means finished at once', () => {
    expect(guidePhases({ hasHomeMarker: false, hasPaddyFields: false, flags: { 0: true, 1: false, 2: false } })).toEqual([1]);
    expect(guidePhases({ hasHomeMarker: true, hasPaddyFields: true, flags: { 0: true, 1: true, 2: true } })).toEqual([]);
    expect(phaseAt([], 0)).toBe(999);
    expect(phaseAt([0, 1], 1)).toBe(1);
    expect(phaseAt([0, 1], 2)).toBe(999);
  });

  it('asks for the fields only while their message could still show', () => {
    expect(needsPaddyCheck(NONE)).toBe(true);
    expect(needsPaddyCheck({ ...NONE, 1: true })).toBe(false);
  });

  it('finishing without a home marker goes to the home position screen', () => {
    expect(finishPath(false)).toBe('/markers');
    expect(finishPath(true)).toBeNull();
  });
});

describe('onboarding flags (three, in localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('are kept under three keys and read back', () => {
    expect(readFlags(localStorage)).toEqual(NONE);
    markGuided(localStorage, 0);
    markGuided(localStorage, 2);
    expect(readFlags(localStorage)).toEqual({ 0: true, 1: false, 2: true });
    expect(Object.values(ONBOARDING_FLAG_KEYS)).toHaveLength(3);
    expect(localStorage.getItem(ONBOARDING_FLAG_KEYS[0])).toBe('1');
  });

  it('unusable storage counts as never guided and never throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readFlags(broken)).toEqual(NONE);
    expect(() => markGuided(broken, 1)).not.toThrow();
    expect(readFlags(null)).toEqual(NONE);
  });

  it('notes the home position first only under the last message of an account without a home marker, not under its own message', () => {
    expect(needsHomeFirstNote(1, true, false)).toBe(true);
    expect(needsHomeFirstNote(0, true, false)).toBe(false);
    expect(needsHomeFirstNote(1, false, false)).toBe(false);
    expect(needsHomeFirstNote(2, true, true)).toBe(false);
  });
});
