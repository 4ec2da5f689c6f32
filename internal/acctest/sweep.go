package acctest

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// PortSweeper is the sweeper of the live component's reserved ports, for
// resource.AddTestSweepers in the package that creates ports live.
func PortSweeper() *resource.Sweeper {
	return &resource.Sweeper{Name: "rainbond_component_port", F: SweepReservedPorts}
}

// SweepReservedPorts deletes the live component's ports in the reserved
// range, what a failed live run left there, and nothing else. The server
// deletes only a port whose services are both closed, so it closes the
// outer service, then the inner one, then deletes. The argument is the
// sweep flag's value, which the live settings make redundant.
func SweepReservedPorts(string) error {
	s, err := liveSettings()
	if err != nil {
		return err
	}
	if s == nil {
		return fmt.Errorf("sweeping needs live mode: set %s and the other live settings", EnvLiveBaseURL)
	}
	c, err := client.New(client.Config{BaseURL: s.BaseURL, Token: s.Token, MaxRetries: client.DefaultMaxRetries})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	return sweepPorts(ctx, c, *s)
}

// sweepPorts deletes the component's ports in the reserved range.
func sweepPorts(ctx context.Context, c *client.Client, s LiveSettings) error {
	ref := client.ComponentRef{TeamID: s.Team, RegionName: s.Region, AppID: s.AppID, ServiceID: s.Component}
	ports, err := c.ListPorts(ctx, ref)
	if err != nil {
		return fmt.Errorf("listing the ports of live component %s: %w", s.Component, err)
	}
	var errs []error
	for _, p := range ports {
		if p.ContainerPort < ReservedPortFirst || p.ContainerPort > ReservedPortLast {
			continue
		}
		log.Printf("[INFO] sweeping port %d of component %s", p.ContainerPort, s.Component)
		errs = append(errs, deletePort(ctx, c, ref, p))
	}
	return errors.Join(errs...)
}

func deletePort(ctx context.Context, c *client.Client, ref client.ComponentRef, p client.Port) error {
	var actions []string
	if p.IsOuterService {
		actions = append(actions, client.ActionCloseOuter)
	}
	if p.IsInnerService {
		actions = append(actions, client.ActionCloseInner)
	}
	for _, a := range actions {
		if _, err := c.UpdatePort(ctx, ref, p.ContainerPort, client.UpdatePortRequest{Action: a}); err != nil {
			return fmt.Errorf("port %d: %w", p.ContainerPort, err)
		}
	}
	if _, err := c.DeletePort(ctx, ref, p.ContainerPort); err != nil && !client.IsPortGone(err) {
		return fmt.Errorf("port %d: %w", p.ContainerPort, err)
	}
	return nil
}
