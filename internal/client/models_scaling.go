package client

// VerticalScaleRequest is the body of a vertical scale
// (AppServiceTelescopicVerticalSerializer). Every key is required by the
// server, and each is always sent with a value: a null new_cpu makes the
// server recompute the CPU from the memory, and a null new_gpu keeps the
// GPU only since v6.9.5.
type VerticalScaleRequest struct {
	NewMemory int64 `json:"new_memory"` // MiB, 64 to 65536
	NewCPU    int64 `json:"new_cpu"`    // millicores, at least 0
	NewGPU    int64 `json:"new_gpu"`    // GPU memory, at least 0
}

// HorizontalScaleRequest is the body of a horizontal scale.
type HorizontalScaleRequest struct {
	NewNode int64 `json:"new_node"` // 1 to 100
}
