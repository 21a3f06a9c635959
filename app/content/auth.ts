// Words of the admin sign-in pages and the dashboard shell (SPEC.md 2, 4 and 8).
export const authText = {
  loginTitle: "Admin Login",
  signupTitle: "Signup",
  name: "Name",
  email: "Email",
  password: "Password",
  loginButton: "Login",
  signupButton: "Sign up",
  homeLink: "Home",
  loginFailed: "Login failed.",
  networkError: "Network error. Please try again.",
  welcome: "Welcome back, Admin!",
  loginSuccessful: "Login successful!",
  signupSuccessful: "Signup successful",
  signupFailed: "Signup failed",
  haveAccount: "Already have an account?",
  needAccount: "Need an account?",
  toLogin: "Log in",
  toSignup: "Sign up",
};

export const adminText = {
  metaTitle: "Admin",
  loading: "Loading dashboard...",
  pleaseLogin: "Please login first.",
  sessionExpired: "Session expired. Please login again.",
  hello: (name: string) => `Hello, ${name}`,
};
