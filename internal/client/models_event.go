package client

import "encoding/json"

// ComponentEvents is one page of a component's events.
type ComponentEvents struct {
	Events   []ComponentEvent `json:"events"`
	Total    int64            `json:"total"`
	Page     int64            `json:"page"`
	PageSize int64            `json:"page_size"`
}

// UnmarshalJSON accepts the counts sent as strings.
func (e *ComponentEvents) UnmarshalJSON(b []byte) error {
	var aux struct {
		Events   []ComponentEvent `json:"events"`
		Total    flexInt          `json:"total"`
		Page     flexInt          `json:"page"`
		PageSize flexInt          `json:"page_size"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*e = ComponentEvents{Events: aux.Events, Total: int64(aux.Total), Page: int64(aux.Page), PageSize: int64(aux.PageSize)}
	return nil
}

// ComponentEvent is one event (AppServiceEventsSerializer). Every field is
// a string; the allowed values of opt_type and status are not documented.
type ComponentEvent struct {
	EventID     string `json:"event_id"`
	UserName    string `json:"user_name"`
	StartTime   string `json:"start_time"`
	EndTime     string `json:"end_time"`
	Target      string `json:"target"`
	TargetID    string `json:"target_id"`
	OptType     string `json:"opt_type"`
	ServiceID   string `json:"service_id"`
	Status      string `json:"status"`
	FinalStatus string `json:"final_status"`
	RequestBody string `json:"request_body"`
	CreateTime  string `json:"create_time"`
	SynType     string `json:"syn_type"`
	Message     string `json:"message"`
	TenantID    string `json:"tenant_id"`
}
