import {
  between,
  complexPassword,
  displayNameFromEmail,
  double,
  email,
  isEmpty,
  LIMITS,
  max,
  maxValue,
  minValue,
  numeric,
  oneOf,
  printableAscii,
  required,
  validate,
  type Rule,
} from './rules';

const EMPTIES = ['', null, undefined];

describe('every non-required rule lets empty values pass', () => {
  const rules: [string, Rule][] = [
    ['max', max(10)],
    ['numeric', numeric],
    ['minValue', minValue(1)],
    ['maxValue', maxValue(1)],
    ['between', between(1, 9999)],
    ['double', double],
    ['oneOf', oneOf([0, 1, 2])],
    ['email', email],
    ['printableAscii', printableAscii],
    ['complexPassword', complexPassword],
  ];
  it.each(rules)('%s', (_, rule) => {
    for (const value of EMPTIES) expect(rule(value)).toBeNull();
  });
});

describe('required', () => {
  it('fails on empty, blank, empty list and unticked box', () => {
    for (const value of [...EMPTIES, '   ', '\u3000', '\t\n', [], false, NaN]) {
      expect(required()(value)).toBe('必須項目です。');
    }
  });
  it('uses the label in the message', () => {
    expect(required('ほ場名')('')).toBe('ほ場名は必須項目です。');
  });
  it('passes on real values, including 0 and true', () => {
    for (const value of ['a', ' a ', 'ほ場', 0, 12, ['x'], true, { a: 1 }]) {
      expect(required('x')(value)).toBeNull();
    }
  });
});

describe('max', () => {
  const message = '入力可能な文字数（100文字）を超えています。';
  it('accepts exactly the limit and rejects one more', () => {
    expect(max(100)('a'.repeat(100))).toBeNull();
    expect(max(100)('a'.repeat(101))).toBe(message);
  });
  it('counts Japanese characters as one each', () => {
    expect(max(100)('稲'.repeat(100))).toBeNull();
    expect(max(100)('稲'.repeat(101))).toBe(message);
    expect(max(2)('ほ場')).toBeNull();
  });
  it('counts characters outside the BMP as one', () => {
    expect(max(2)('𠮷野')).toBeNull();
    expect(max(1)('𠮷野')).toBe('入力可能な文字数（1文字）を超えています。');
  });
  it('counts spaces and judges numbers by their digits', () => {
    expect(max(3)('   ')).toBeNull();
    expect(max(3)('    ')).not.toBeNull();
    expect(max(3)(1234)).not.toBeNull();
    expect(max(4)(1234)).toBeNull();
  });
  it('leaves values without text to other rules', () => {
    expect(max(1)(['a', 'b'])).toBeNull();
  });
});

describe('numeric', () => {
  it.each(['0', '7', '0123', '9999', 42])('accepts %p', (v) => expect(numeric(v)).toBeNull());
  it.each(['-1', '1.5', '１２', '1e3', ' 1', 'abc', 1.5, -3, true])('rejects %p', (v) =>
    expect(numeric(v)).toBe('半角数字で入力してください。'),
  );
});

describe('double', () => {
  it.each(['0', '-1', '+2', '1.25', '-0.5', '123456789.123', 3.5])('accepts %p', (v) => expect(double(v)).toBeNull());
  it.each(['.5', '1.', '1e3', '0x10', '1,000', 'abc', ' ', '１．５', true])('rejects %p', (v) =>
    expect(double(v)).toBe('数値で入力してください。'),
  );
});

describe('numeric bounds', () => {
  it('minValue is inclusive', () => {
    expect(minValue(1)('1')).toBeNull();
    expect(minValue(1)(0.5)).toBe('1以上の数値を入力してください。');
    expect(minValue(-5)('-5')).toBeNull();
    expect(minValue(-5)('-5.1')).not.toBeNull();
  });
  it('maxValue is inclusive', () => {
    expect(maxValue(10)('10')).toBeNull();
    expect(maxValue(10)('10.01')).toBe('10以下の数値を入力してください。');
  });
  it('between accepts both ends (weather target 1..9999)', () => {
    const rule = between(1, 9999);
    expect(rule('1')).toBeNull();
    expect(rule('9999')).toBeNull();
    expect(rule(5000)).toBeNull();
    expect(rule('0')).toBe('1から9999までの数値を入力してください。');
    expect(rule('10000')).toBe('1から9999までの数値を入力してください。');
    expect(rule('-1')).not.toBeNull();
  });
  it('non-numbers fail instead of being coerced', () => {
    for (const v of [' ', 'abc', '0x10', '1e3', true]) {
      expect(minValue(0)(v)).not.toBeNull();
      expect(maxValue(1e9)(v)).not.toBeNull();
      expect(between(0, 1e9)(v)).not.toBeNull();
    }
  });
});

describe('oneOf', () => {
  const rule = oneOf([0, 1, 2]);
  it('matches numbers and their text form', () => {
    expect(rule(0)).toBeNull();
    expect(rule('2')).toBeNull();
  });
  it('rejects others', () => {
    expect(rule('3')).toBe('選択肢の中から選択してください。');
    expect(rule(' 1')).not.toBeNull();
    expect(oneOf(['以上', '以下'])('以上')).toBeNull();
  });
});

describe('email', () => {
  it.each(['taro@example.com', 'taro.yamada+farm@mail.example.co.jp', 'a_b-c@x-y.jp', "o'neil@example.org"])(
    'accepts %p',
    (v) => expect(email(v)).toBeNull(),
  );
  it.each([
    'taro',
    'taro@',
    '@example.com',
    'taro@example',
    'taro@@example.com',
    'ta ro@example.com',
    '.taro@example.com',
    'taro.@example.com',
    'ta..ro@example.com',
    'taro@-example.com',
    'taro@example..com',
    'たろう@example.com',
    'taro@例え.jp',
  ])('rejects %p', (v) => expect(email(v)).toBe('有効なメールアドレスを入力してください。'));
});

describe('printableAscii', () => {
  it('accepts 0x21 to 0x7E', () => {
    expect(printableAscii('!~azAZ09@._-')).toBeNull();
  });
  it.each(['a b', 'ａ', 'あ', 'tab\there', 'é', '\x7F'])('rejects %p', (v) =>
    expect(printableAscii(v)).toBe('半角英数字記号で入力してください。'),
  );
});

describe('complexPassword', () => {
  const message = 'パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。';
  it('accepts 8 characters with upper, lower and digit', () => {
    expect(complexPassword('Abcdefg1')).toBeNull();
    expect(complexPassword('Pass word 123!')).toBeNull();
  });
  it.each([
    ['7 characters', 'Abcdef1'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['full-width letters only', 'ＡＢＣｄｅｆ１２'],
  ])('rejects %s', (_, v) => expect(complexPassword(v)).toBe(message));
});

describe('validate', () => {
  it('returns the first failing message in order', () => {
    const rules = [required('タイトル'), max(3)];
    expect(validate('', rules)).toBe('タイトルは必須項目です。');
    expect(validate('abcd', rules)).toBe('入力可能な文字数（3文字）を超えています。');
    expect(validate('abc', rules)).toBeNull();
  });
  it('passes with no rules', () => {
    expect(validate('anything', [])).toBeNull();
  });
});

describe('LIMITS', () => {
  it('holds the spec limits', () => {
    expect(LIMITS).toMatchObject({ title: 100, contents: 1000, brandName: 20, comment: 500, displayName: 50, email: 128 });
    expect(LIMITS).toMatchObject({ detailName: 10, detailUnit: 10, weatherSettingName: 20, maxDetailRows: 20, passwordMin: 8 });
  });
});

describe('displayNameFromEmail', () => {
  it('takes the part before @', () => {
    expect(displayNameFromEmail('taro.yamada@example.com')).toBe('taro.yamada');
  });
  it('cuts to 50 characters', () => {
    const local = 'a'.repeat(60);
    expect(displayNameFromEmail(`${local}@example.com`)).toBe('a'.repeat(50));
    expect(displayNameFromEmail(`${'b'.repeat(50)}@x.jp`)).toHaveLength(50);
  });
  it('uses the whole text when there is no @', () => {
    expect(displayNameFromEmail('taro')).toBe('taro');
  });
});

describe('isEmpty', () => {
  it('matches only blank form values', () => {
    expect(EMPTIES.every(isEmpty)).toBe(true);
    expect([0, ' ', false, []].some(isEmpty)).toBe(false);
  });
});
