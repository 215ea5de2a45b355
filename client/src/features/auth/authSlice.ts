import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Credentials, MfaMethod, PasswordChange, StaffUserDto } from '@tutoring/common';

/** The Register User form: the first-run setup adds the code the server printed in its log. */
export type RegistrationInput = Credentials & { setupCode?: string };

interface AuthState {
  /** null while signed out; a "user with an id" counts as signed in, as in the original client */
  user: StaffUserDto | null;
  /** false until the first GET /api/user has answered */
  checked: boolean;
  loginMessage: string;
  /** why the sign-in screen is showing when it was not asked for (the session ended on the server) */
  sessionNotice: string;
  registrationMessage: string;
  registrationError: string;
  pending: boolean;
  /** the password was right and the server waits for the second factor's code (POST /api/user/login/mfa) */
  mfaStep: boolean;
  /** what the second step accepts (a passkey among them, or not) */
  mfaMethods: MfaMethod[];
  passwordChange: { pending: boolean; error: string; done: boolean };
}

const initialState: AuthState = {
  user: null,
  checked: false,
  loginMessage: '',
  sessionNotice: '',
  registrationMessage: '',
  registrationError: '',
  pending: false,
  mfaStep: false,
  mfaMethods: [],
  passwordChange: { pending: false, error: '', done: false },
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userRequested: (state) => state,
    userLoaded(state, action: PayloadAction<StaffUserDto | null>) {
      state.user = action.payload;
      state.checked = true;
      if (action.payload) state.sessionNotice = '';
      if (action.payload) state.mfaStep = false;
    },
    loginRequested(state, _action: PayloadAction<Credentials>) {
      state.pending = true;
      state.loginMessage = '';
      state.sessionNotice = '';
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.loginMessage = action.payload;
    },
    loginSucceeded(state) {
      state.pending = false;
      state.loginMessage = '';
      state.mfaStep = false;
    },
    mfaCodeAsked(state, action: PayloadAction<MfaMethod[]>) {
      state.pending = false;
      state.mfaStep = true;
      state.mfaMethods = action.payload;
    },
    mfaPasskeyRequested(state) {
      state.pending = true;
      state.loginMessage = '';
    },
    mfaCodeRequested(state, _action: PayloadAction<string>) {
      state.pending = true;
      state.loginMessage = '';
    },
    /** back to the username and password (the server forgets the waiting sign-in after a few minutes anyway) */
    mfaStepLeft(state) {
      state.mfaStep = false;
      state.loginMessage = '';
    },
    logoutRequested: (state) => state,
    /** the payload, when given, says why (a session that ended on the server) */
    loggedOut(state, action: PayloadAction<string | undefined>) {
      state.user = null;
      state.sessionNotice = action.payload ?? '';
    },
    passwordChangeRequested(state, _action: PayloadAction<PasswordChange>) {
      state.passwordChange = { pending: true, error: '', done: false };
    },
    passwordChangeFailed(state, action: PayloadAction<string>) {
      state.passwordChange = { pending: false, error: action.payload, done: false };
    },
    passwordChanged(state) {
      state.passwordChange = { pending: false, error: '', done: true };
      if (state.user) state.user.mustChangePassword = false;
    },
    passwordChangeReset(state) {
      state.passwordChange = { pending: false, error: '', done: false };
    },
    registrationRequested(state, _action: PayloadAction<RegistrationInput>) {
      state.pending = true;
      state.registrationError = '';
      state.registrationMessage = '';
    },
    registrationFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.registrationError = action.payload;
    },
    registrationSucceeded(state, action: PayloadAction<string>) {
      state.pending = false;
      state.registrationMessage = action.payload;
    },
    authMessagesCleared(state) {
      state.loginMessage = '';
      state.registrationError = '';
      state.registrationMessage = '';
    },
  },
});

export const {
  userRequested,
  userLoaded,
  loginRequested,
  loginFailed,
  loginSucceeded,
  mfaCodeAsked,
  mfaCodeRequested,
  mfaPasskeyRequested,
  mfaStepLeft,
  logoutRequested,
  loggedOut,
  passwordChangeRequested,
  passwordChangeFailed,
  passwordChanged,
  passwordChangeReset,
  registrationRequested,
  registrationFailed,
  registrationSucceeded,
  authMessagesCleared,
} = authSlice.actions;
export default authSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    auth: AuthState;
  }
}
