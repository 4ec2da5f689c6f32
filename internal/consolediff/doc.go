// Package consolediff checks the mock gateway against the real console,
// answer by answer: the same scenarios (every operation the provider uses,
// with its refusals) go to both, each started fresh on the same fixture
// (the real-console kit's seed.py, and testdata/seed.json for the mock),
// and their answers must agree in status, envelope, codes, messages and
// field sets. Ids, times and generated names are left aside.
//
// The test runs only when the real console's settings are given
// (RAINBOND_REAL_CONSOLE_URL, RAINBOND_REAL_CONSOLE_TOKEN,
// RAINBOND_REAL_CONSOLE_USER_TOKEN); `make testacc-real-console` starts the
// console and gives them.
package consolediff
