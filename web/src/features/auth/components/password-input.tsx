import { TextInput, type TextInputProps } from '../../../components/form/inputs.tsx';

type PasswordInputProps = Omit<TextInputProps, 'type' | 'required' | 'autoComplete'> & {
  /** The password the user has now (sign-in, the old one), for the browser to fill; otherwise a new one. */
  current?: boolean;
};

/** A required password field, marked for the browser's password manager as the current or a new password. */
export function PasswordInput({ current = false, ...props }: PasswordInputProps) {
  return <TextInput type="password" required autoComplete={current ? 'current-password' : 'new-password'} {...props} />;
}
