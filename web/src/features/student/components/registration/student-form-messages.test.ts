import { describe, expect, it } from 'vitest';
import { messageTranslation } from '../../../../components/form/index.ts';
import studentEn from '../../messages/en.json';
import studentNe from '../../messages/ne.json';
import { STUDENT_FORM_MESSAGES, type StudentFormMessage } from './student-form-messages.ts';

describe('the registration form’s messages', () => {
  it('are the contract’s and the rules’ English word for word, each with its key in the message files', () => {
    expect(Object.keys(studentEn.validation).sort()).toEqual(Object.keys(STUDENT_FORM_MESSAGES).sort());
    for (const [key, message] of Object.entries(STUDENT_FORM_MESSAGES)) {
      expect(studentEn.validation[key as StudentFormMessage], key).toBe(message);
    }
  });

  it('say a known message in Nepali and leave one they do not know as the server said it', () => {
    const nepali = messageTranslation(STUDENT_FORM_MESSAGES, (key) => studentNe.validation[key]);
    expect(nepali(STUDENT_FORM_MESSAGES.levelRequired)).toBe('तह आवश्यक छ');
    expect(nepali('Roll No. is already used by another student of this campus')).toBe(
      'Roll No. is already used by another student of this campus',
    );
  });
});
