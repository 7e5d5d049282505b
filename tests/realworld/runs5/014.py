# Pairwise distance matrix for 120k points materialised on the host under a 3 GiB container limit.
import resource
resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
pts = Tensor(np.random.rand(120000, 3).astype(np.float32))
print("computing distances for", pts.shape)
d = ops.cdist(pts, pts)
print(d.shape)
