/**
 * The guided onboarding of spec 000 §4.3. Phases: 0 home marker, 1 paddy add, 2 work item edit,
 * 999 finished. Each message is shown once per browser: three first-time flags are kept in
 * localStorage, set as the user moves past each message.
 *
 * - 0: no home marker yet: set the map centre at 設定→ホーム位置 (the weather follows it);
 * - 1: no paddy fields yet: register them at 設定→ほ場→登録;
 * - 2: not guided before and the home marker exists: work items can be customised at 設定→作業項目.
 *
 * On finish, an account still without a home marker is taken to the home position screen.
 */
export const ONBOARDING_PHASES = { home: 0, paddy: 1, works: 2, finished: 999 } as const;
export type OnboardingPhase = (typeof ONBOARDING_PHASES)[keyof typeof ONBOARDING_PHASES];
export type GuidePhase = Exclude<OnboardingPhase, 999>;

export const ONBOARDING_FLAG_KEYS: Readonly<Record<GuidePhase, string>> = {
  0: 'inasaku.onboarding.home',
  1: 'inasaku.onboarding.paddy',
  2: 'inasaku.onboarding.works',
};

export const ONBOARDING_TEXTS = {
  title: 'はじめにご確認ください',
  step: (n: number, of: number) => `${n} / ${of}`,
  next: '次へ',
  finish: 'はじめる',
  toMarkers: 'ホーム位置を設定する',
  /** Under a later message whose button leads to the home position screen, so that button reads as the next step. */
  homeFirst: 'ほ場を登録する前に、まず地図の中心となるホーム位置を設定します。',
  messages: {
    0: {
      lead: 'ホーム位置（地図の中心）が設定されていません。',
      body: '地図の中心となるホーム位置を設定してください。天気や積算温度はホーム位置をもとに記録されます。',
      path: ['設定', 'ホーム位置'],
    },
    1: {
      lead: 'ほ場が登録されていません。',
      body: '地図上でほ場の位置をクリックして登録してください。登録したほ場に作業を記録できます。',
      path: ['設定', 'ほ場', '登録'],
    },
    2: {
      lead: '作業項目は自由に変更できます。',
      body: '作業の種類や記録する内容（肥料の量、使用した農薬など）を、ご自身の営農に合わせて追加・変更できます。',
      path: ['設定', '作業項目'],
    },
  } satisfies Record<GuidePhase, { lead: string; body: string; path: string[] }>,
} as const;

export type OnboardingFlags = Record<GuidePhase, boolean>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The three flags as this browser keeps them; unreadable storage counts as never guided. */
export function readFlags(storage: StorageLike | null): OnboardingFlags {
  const read = (phase: GuidePhase) => {
    try {
      return storage?.getItem(ONBOARDING_FLAG_KEYS[phase]) === '1';
    } catch {
      return false;
    }
  };
  return { 0: read(0), 1: read(1), 2: read(2) };
}

/** Remembers that the message of `phase` was shown and passed. */
export function markGuided(storage: StorageLike | null, phase: GuidePhase): void {
  try {
    storage?.setItem(ONBOARDING_FLAG_KEYS[phase], '1');
  } catch {
    // Private mode or full storage: the guide may show again next time, which is harmless.
  }
}

export interface OnboardingFacts {
  hasHomeMarker: boolean;
  hasPaddyFields: boolean;
  flags: OnboardingFlags;
}

/** The messages to show, in order; empty when there is nothing to guide (phase 999 at once). */
export function guidePhases({ hasHomeMarker, hasPaddyFields, flags }: OnboardingFacts): GuidePhase[] {
  const phases: GuidePhase[] = [];
  if (!hasHomeMarker && !flags[0]) phases.push(ONBOARDING_PHASES.home);
  if (!hasPaddyFields && !flags[1]) phases.push(ONBOARDING_PHASES.paddy);
  if (hasHomeMarker && !flags[2]) phases.push(ONBOARDING_PHASES.works);
  return phases;
}

/** Whether the paddy-field count must be asked for: only while its message could still be shown. */
export function needsPaddyCheck(flags: OnboardingFlags): boolean {
  return !flags[1];
}

/** The phase after `index` in `phases`, 999 past the last one. */
export function phaseAt(phases: readonly GuidePhase[], index: number): OnboardingPhase {
  return phases[index] ?? ONBOARDING_PHASES.finished;
}

/** Whether `phase`'s message needs the note that its button leads to the home position first. */
export function needsHomeFirstNote(phase: GuidePhase, last: boolean, hasHomeMarker: boolean): boolean {
  return last && phase !== ONBOARDING_PHASES.home && finishPath(hasHomeMarker) !== null;
}

/** Where to go when the guide is finished: the home position screen while there is no home marker. */
export function finishPath(hasHomeMarker: boolean): string | null {
  return hasHomeMarker ? null : '/markers';
}
