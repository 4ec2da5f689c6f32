package client

import "encoding/json"

// ComponentMonitor is the metrics of one component of an app
// (ComponentMonitorSerializers). Only components with a performance-analysis
// plugin appear.
type ComponentMonitor struct {
	Monitors     []MonitorItem `json:"monitors"` // nil when the server sends null
	ServiceID    string        `json:"service_id"`
	ServiceCname string        `json:"service_cname"`
	ServiceAlias string        `json:"service_alias"`
}

// MonitorItem is one metric of a component, such as request_time, request
// or request_client.
type MonitorItem struct {
	Data        *MonitorData `json:"data,omitempty"`
	MonitorItem string       `json:"monitor_item"`
	Status      *string      `json:"status,omitempty"`
}

// MonitorData is the metrics system's result container.
type MonitorData struct {
	ResultType *string         `json:"resultType,omitempty"`
	Result     []MonitorResult `json:"result"`
}

// MonitorResult is one series. A current-metrics query fills Value with a
// [timestamp, value] pair; a range query fills Values with such pairs.
// Timestamps keep the text the server sent ("1700000000.123").
type MonitorResult struct {
	Metric map[string]string `json:"metric,omitempty"`
	Value  []string          `json:"value,omitempty"`
	Values [][]string        `json:"values,omitempty"`
}

// UnmarshalJSON accepts the metrics system's own form, where a timestamp is
// a number and a value a string, as well as all-string pairs.
func (r *MonitorResult) UnmarshalJSON(b []byte) error {
	var aux struct {
		Metric map[string]flexString `json:"metric"`
		Value  []flexString          `json:"value"`
		Values [][]flexString        `json:"values"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*r = MonitorResult{}
	if aux.Metric != nil {
		r.Metric = make(map[string]string, len(aux.Metric))
		for k, v := range aux.Metric {
			r.Metric[k] = string(v)
		}
	}
	r.Value = flexList(aux.Value)
	if aux.Values != nil {
		r.Values = make([][]string, len(aux.Values))
		for i, pair := range aux.Values {
			r.Values[i] = flexList(pair)
		}
	}
	return nil
}

func flexList(in []flexString) []string {
	if in == nil {
		return nil
	}
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = string(s)
	}
	return out
}

// MonitorRangeQuery is the window of QueryMonitorRange.
type MonitorRangeQuery struct {
	Start   int64  // Unix seconds
	End     int64  // Unix seconds
	Step    int64  // seconds; 0 sends the server's default, 60
	IsOuter string // "" leaves the filter out
}
