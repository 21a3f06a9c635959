import { limits } from "~/shared/constants";

// Words of the admin sign-in pages (docs/product.md §2, §4 and §8). The dashboard's are in admin.ts.
export const authText = {
  loginTitle: "Admin Login",
  signupTitle: "Signup",
  name: "Name",
  email: "Email",
  password: "Password",
  // The strength check refuses every password of the bare minimum length, so the hint asks for more.
  passwordHint: `More than ${limits.passwordMin} characters, and not easy to guess: a phrase of a few unrelated words is easy to remember and hard to guess.`,
  loginButton: "Login",
  signupButton: "Sign up",
  homeLink: "Home",
  loginFailed: "Login failed.",
  networkError: "Network error. Please try again.",
  welcome: "Welcome back, Admin!",
  loginSuccessful: "Login successful!",
  signupSuccessful: "Signup successful",
  signupFailed: "Signup failed",
  setupNote: "This one-time link creates the first admin account.",
  haveAccount: "Already have an account?",
  needAccount: "Need an account?",
  toLogin: "Log in",
  toSignup: "Sign up",
  // A password reset link (docs/decisions/0057)
  resetTitle: "Set a new password",
  resetIntro: "Choose a new password for your desk account. Every browser where you are logged in will be logged out.",
  newPassword: "New password",
  resetButton: "Set password",
  resetNoLink: "This page needs the reset link an admin gave you. Open that link again, or ask an admin for a new one.",
  rememberedIt: "Remembered it?",
  // The code asked after the password, for an account with a second factor (docs/decisions/0072)
  code: "Code from your authenticator app",
  codeHint: "The 6 digits your app shows now. Lost your phone? Enter one of your recovery codes instead.",
};
