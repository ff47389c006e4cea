import { describe, expect, it, vi } from 'vitest';
import {
  parseValidationMessage,
  translateFieldError,
  translateValidationMessage,
  validationMessage,
  type ValidationTranslator,
} from '@/lib/validation';

describe('validation messages', () => {
  it('carry the key and its values, not the text', () => {
    expect(validationMessage('required')).toBe('validation:required');
    const encoded = validationMessage('nameLength', { min: 3, max: 100 });
    expect(parseValidationMessage(encoded)).toEqual({ key: 'nameLength', params: { min: 3, max: 100 } });
  });

  it('are translated when shown', () => {
    const t = vi.fn<ValidationTranslator>((key, params) => `${key}:${JSON.stringify(params)}`);
    expect(translateValidationMessage(t, validationMessage('passwordMin', { min: 6 }))).toBe('passwordMin:{"min":6}');
    expect(t).toHaveBeenCalledWith('passwordMin', { min: 6 });
  });

  it('leave any other text as it is (a server message, say)', () => {
    const t = vi.fn<ValidationTranslator>(() => 'translated');
    expect(translateValidationMessage(t, 'Email already used')).toBe('Email already used');
    expect(translateValidationMessage(t, 'validation:noSuchKey')).toBe('validation:noSuchKey');
    expect(translateValidationMessage(t, 'validation:required|{broken')).toBe('validation:required|{broken');
    expect(translateValidationMessage(t, 'validation:required|{"nested":{}}')).toBe(
      'validation:required|{"nested":{}}',
    );
    expect(t).not.toHaveBeenCalled();
  });

  it('translate only text field errors', () => {
    const t: ValidationTranslator = () => 'translated';
    expect(translateFieldError(t, validationMessage('required'))).toBe('translated');
    expect(translateFieldError(t, null)).toBeNull();
    expect(translateFieldError(t, 3)).toBe(3);
  });
});
