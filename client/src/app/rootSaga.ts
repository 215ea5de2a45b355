import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { configSaga } from '../features/config/configSaga';

/** Every feature's saga: each server call goes through one of these. */
export function* rootSaga() {
  yield all([authSaga(), configSaga()]);
}
