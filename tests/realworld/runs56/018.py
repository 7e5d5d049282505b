# Per-class prototype update ported from torch: counts.scatter_add_(1, idx, weights)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

rng = np.random.default_rng(0)
NCLS, B = 6, 10
counts = Tensor(np.zeros((1, NCLS), np.float32))
for step in range(4):
    labels = rng.integers(0, NCLS, (1, B))
    weights = rng.random((1, B))  # sample weights from the sampler (numpy)
    counts = ops.tensor_scatter_elements(counts, Tensor(labels.astype(np.int64)), Tensor(weights),
                                         axis=1, reduction="add")
    print(f"step {step} weighted class counts {np.round(counts.asnumpy()[0], 3).tolist()}")
