package mockgateway

import (
	"fmt"
	"strconv"
)

// listComponentEvents answers one page, newest first. page and page_size
// default to 1 and 10; a value that is not an integer crashes the view
// (int() in AppServiceEventsView): 500.
func (g *Gateway) listComponentEvents(c *apiCall) reply {
	page, size := int64(1), int64(10)
	for name, dst := range map[string]*int64{"page": &page, "page_size": &size} {
		if v, given := c.query(name); given {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return serverError(fmt.Sprintf("invalid literal for int() with base 10: '%s'", v))
			}
			*dst = n
		}
	}
	if page < 1 {
		page = 1 // what the server does below page 1 is not shown
	}
	// Each read lets the region's events move on at the pace a test set
	// (region/events.go).
	g.st.ReadEvents(c.scope.comp.ServiceID, g.clock())
	all := g.st.Events[c.scope.comp.ServiceID]
	list := []ComponentEvent{}
	for i := int64(len(all)) - 1 - (page-1)*size; i >= 0 && size > 0 && int64(len(list)) < size; i-- {
		list = append(list, all[i])
	}
	return ok(map[string]any{"events": list, "total": len(all), "page": page, "page_size": size})
}

// ComponentEvents returns a component's events, oldest first.
func (g *Gateway) ComponentEvents(service string) []ComponentEvent {
	var out []ComponentEvent
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			out = append(out, s.Events[c.ServiceID]...)
		}
		return nil
	})
	return out
}
