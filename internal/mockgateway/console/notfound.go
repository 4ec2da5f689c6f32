package console

import "net/http"

// The 404s of a path's scope, as the server's views answer them before any
// operation runs (platform-facts, Statuses and their exact bodies). Only
// these say which part of the path names nothing; a client tells a
// component that is gone from a wrong address by them.

func TeamNotFound() Reply {
	return BusinessError(http.StatusNotFound, "no found team", "团队不存在")
}

// RegionNotFound carries the business code 3000, not the status.
func RegionNotFound() Reply {
	r := BusinessError(http.StatusNotFound, "the region is not found", "集群不存在")
	if body, isMap := r.Body.(map[string]any); isMap {
		body["code"] = 3000
	}
	return r
}

func AppNotFound() Reply {
	return BusinessError(http.StatusNotFound, "no found app", "应用不存在")
}

func ComponentNotFound() Reply {
	return BusinessError(http.StatusNotFound, "no found component", "组件不存在")
}

// ComponentNotInApp answers a component of the team that belongs to
// another app than the path's.
func ComponentNotInApp() Reply {
	return BusinessError(http.StatusNotFound, "component not belong to this app", "组件不属于指定应用")
}
