import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Credentials, StaffUserDto } from '@tutoring/common';

/** The Register User form: the first-run setup adds the code the server printed in its log. */
export type RegistrationInput = Credentials & { setupCode?: string };

export interface AuthState {
  /** null while signed out; the spec's "user with an id" */
  user: StaffUserDto | null;
  /** false until the first GET /api/user has answered */
  checked: boolean;
  loginMessage: string;
  registrationMessage: string;
  registrationError: string;
  pending: boolean;
}

const initialState: AuthState = {
  user: null,
  checked: false,
  loginMessage: '',
  registrationMessage: '',
  registrationError: '',
  pending: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userRequested: (state) => state,
    userLoaded(state, action: PayloadAction<StaffUserDto | null>) {
      state.user = action.payload;
      state.checked = true;
    },
    loginRequested(state, _action: PayloadAction<Credentials>) {
      state.pending = true;
      state.loginMessage = '';
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.loginMessage = action.payload;
    },
    loginSucceeded(state) {
      state.pending = false;
      state.loginMessage = '';
    },
    logoutRequested: (state) => state,
    loggedOut(state) {
      state.user = null;
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
  logoutRequested,
  loggedOut,
  registrationRequested,
  registrationFailed,
  registrationSucceeded,
  authMessagesCleared,
} = authSlice.actions;
export default authSlice.reducer;
