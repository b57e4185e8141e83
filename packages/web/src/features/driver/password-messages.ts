// Words of the driver password reset (spec §2 /forgot-password-driver, /reset-password-driver).
export const passwordMessages = {
  forgot: {
    title: "Driver password reset",
    intro:
      "Enter the e-mail address you sign in to the driver portal with. We will e-mail you a link to choose a new password.",
    email: "E-mail address",
    emailRequired: "Enter your e-mail address",
    submit: "Send the link",
    submitting: "Sending…",
    sent: (email: string) =>
      `If ${email} is a driver account, a link is on its way. It works for an hour; check your spam folder if it does not arrive.`,
    back: "Back to driver sign in",
  },
  reset: {
    title: "Set a new driver password",
    intro: "Choose a new password for the driver portal.",
    password: "New password",
    confirm: "Confirm new password",
    submit: "Save new password",
    submitting: "Saving…",
    done: "Your password has been changed. Sign in with your new password.",
    signIn: "Sign in to the driver portal",
    noToken: "This page needs the link from the e-mail we sent you. Open the link again, or ask for a new one.",
    askAgain: "Ask for a new link",
  },
} as const;
