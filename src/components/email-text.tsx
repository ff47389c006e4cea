/** An e-mail that wraps before its domain when it must, not in the middle of a word. */
export const EmailText = ({ email }: { email: string }) => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
};
