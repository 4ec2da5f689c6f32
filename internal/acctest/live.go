package acctest

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Live mode runs the acceptance tests built on NewLiveEnv against a real
// installation, such as a staging console before a release, instead of the
// in-process mock gateway. It is on when RAINBOND_LIVE_BASE_URL is set, and
// then every live setting must be:
//
//	RAINBOND_LIVE_BASE_URL   the console's address (as the provider's base_url)
//	RAINBOND_LIVE_TOKEN      an access token of a member of the team
//	RAINBOND_LIVE_TEAM       the team (name or tenant id)
//	RAINBOND_LIVE_REGION     a region the team has opened
//	RAINBOND_LIVE_APP_ID     an app of the team in that region
//	RAINBOND_LIVE_COMPONENT  a component of that app the tests may use
//
// The tests create, change and delete only ports of that one component, and
// only in the reserved range ReservedPortFirst..ReservedPortLast; the
// sweepers (make sweep) remove what a failed run left there. Tests that
// need the mock's hooks skip, saying why.
const (
	EnvLiveBaseURL   = "RAINBOND_LIVE_BASE_URL"
	EnvLiveToken     = "RAINBOND_LIVE_TOKEN"
	EnvLiveTeam      = "RAINBOND_LIVE_TEAM"
	EnvLiveRegion    = "RAINBOND_LIVE_REGION"
	EnvLiveAppID     = "RAINBOND_LIVE_APP_ID"
	EnvLiveComponent = "RAINBOND_LIVE_COMPONENT"
)

// The container ports that live-capable tests create, and that the
// sweepers delete on the live component. Nothing else there is touched.
const (
	ReservedPortFirst = 39000
	ReservedPortLast  = 39099
)

// LiveSettings locate the one component that live tests may use.
type LiveSettings struct {
	BaseURL   string
	Token     string
	Team      string
	Region    string
	AppID     int64
	Component string
}

// liveSettings reads the settings once: nil without RAINBOND_LIVE_BASE_URL,
// an error when it is set and another setting is missing or malformed. With
// a pool of consoles, they are those of the console this process takes.
var liveSettings = sync.OnceValues(func() (*LiveSettings, error) {
	if err := claimPoolConsole(); err != nil {
		return nil, err
	}
	base := strings.TrimSpace(os.Getenv(EnvLiveBaseURL))
	if base == "" {
		return nil, nil
	}
	s := &LiveSettings{BaseURL: base}
	var missing []string
	for _, v := range []struct {
		name string
		dst  *string
	}{{EnvLiveToken, &s.Token}, {EnvLiveTeam, &s.Team}, {EnvLiveRegion, &s.Region}, {EnvLiveComponent, &s.Component}} {
		if *v.dst = strings.TrimSpace(os.Getenv(v.name)); *v.dst == "" {
			missing = append(missing, v.name)
		}
	}
	app := strings.TrimSpace(os.Getenv(EnvLiveAppID))
	id, err := strconv.ParseInt(app, 10, 64)
	switch {
	case app == "":
		missing = append(missing, EnvLiveAppID)
	case err != nil || id <= 0:
		return nil, fmt.Errorf("live mode: %s=%q is not an app id (a positive integer)", EnvLiveAppID, app)
	}
	s.AppID = id
	if len(missing) > 0 {
		return nil, fmt.Errorf("live mode (%s is set) needs %s too", EnvLiveBaseURL, strings.Join(missing, ", "))
	}
	return s, nil
})

// Live returns the live settings, or nil when live mode is off. Settings
// that are set in part fail the test.
func Live(t testing.TB) *LiveSettings {
	t.Helper()
	s, err := liveSettings()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// IsLive reports whether live mode is on. Settings that are set but
// wrong count as live, so that the tests meet the error (Live) instead of
// running on the mock.
func IsLive() bool {
	s, err := liveSettings()
	return s != nil || err != nil
}

// SkipIfLive skips a test that needs the in-process mock gateway when the
// suite runs against a real installation, with why as the reason. Tests on
// NewEnv or PreCheck need not call it: those skip already.
func SkipIfLive(t testing.TB, why string) {
	t.Helper()
	envFirst(t, "a mock-only step (acctest.SkipIfLive, PreCheck, the package's NewCLIWorkdir)")
	if IsLive() {
		t.Skipf("live mode (%s is set): %s", EnvLiveBaseURL, why)
	}
}

// mockOnly is why tests on NewEnv, or with a mock of their own, skip in
// live mode: they inject faults (lost answers, 5xx, dropped connections,
// latency), which no console does on request, or edit the mock's model in
// ways that no console change of acctest.Console reproduces yet. Tests
// that need neither are built on NewConsoleEnv and run on the real console
// (with the console kit) as well.
const mockOnly = "this test injects faults (lost answers, 5xx, dropped connections, latency) or edits the mock's model by hand, which only the in-process mock gateway does; the tests built on acctest.NewConsoleEnv or acctest.NewLiveEnv run live"
