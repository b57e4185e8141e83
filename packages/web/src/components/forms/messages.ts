// Texts of the shared form parts (GOV.UK patterns): the error summary's title and the phone field.
export const formMessages = {
  errorSummary: "There is a problem",
  dialCode: "Country code",
  mobileNumber: "Mobile number",
  offline: "You appear to be offline. Check your connection and try again; nothing you typed has been lost.",
} as const;
