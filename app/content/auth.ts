import { limits } from "~/shared/constants";

// Words of the admin sign-in pages (docs/product.md §2, §4 and §8). The dashboard's are in admin.ts.
export const authText = {
  loginTitle: "Admin Login",
  signupTitle: "Signup",
  name: "Name",
  email: "Email",
  password: "Password",
  passwordHint: `At least ${limits.passwordMin} characters. A long phrase is easier to remember and harder to guess.`,
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
};
