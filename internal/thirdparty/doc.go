// Package thirdparty is the rainbond_third_party_component resource and
// its list resource: a component whose instances live outside the cluster,
// at static addresses or registered through an API (beyond-interface
// 4.24). It is read with the component detail (4.14) and deleted with the
// component delete (4.23); its endpoints cannot be read back, so they are
// kept as configured and every change replaces the component.
package thirdparty
