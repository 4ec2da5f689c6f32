package mockgateway

import "net/http"

// adminMergeFixture serves POST /_mock/fixture: the body, a fixture, is
// merged into the running model (see Merge), so that a test can add its own
// teams, apps, components or rules on top of the fixture the mock started
// with. It answers the model's object counts after the merge.
func (g *Gateway) adminMergeFixture(_ *http.Request, body []byte) (any, error) {
	f, err := ParseFixtureToMerge(body)
	if err != nil {
		return nil, err
	}
	if err := g.Merge(f); err != nil {
		return nil, err
	}
	m := g.Snapshot()
	return map[string]int{
		"teams": len(m.Teams), "regions": len(m.Regions), "apps": len(m.Apps), "components": len(m.Components),
		"ports": len(m.Ports), "rules": len(m.Rules), "monitors": len(m.Monitors), "resources": len(m.Resources),
	}, nil
}
