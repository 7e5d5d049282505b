# Incremental decoding port: the KV-cache buffers are Parameters created with dtype float16 (copied from the Ascend
# inference recipe), while the model computes keys/values in float32 on CPU; the cache write uses ops.scatter_update.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class CachedAttention(nn.Cell):
    def __init__(self, d=32, max_len=16):
        super().__init__()
        self.wk = nn.Dense(d, d)
        self.wv = nn.Dense(d, d)
        self.k_cache = Parameter(Tensor(np.zeros((max_len, d)), ms.float16), name="k_cache", requires_grad=False)
        self.v_cache = Parameter(Tensor(np.zeros((max_len, d)), ms.float16), name="v_cache", requires_grad=False)
    def construct(self, x, pos):
        k = self.wk(x)
        v = self.wv(x)
        ops.scatter_update(self.k_cache, pos, k)
        ops.scatter_update(self.v_cache, pos, v)
        return self.k_cache.sum() + self.v_cache.sum()
att = CachedAttention()
tok = Tensor(np.random.default_rng(0).normal(size=(1, 32)).astype(np.float32))
for t in range(4):
    out = att(tok, Tensor(np.array([t], np.int32)))
    print(f"decode step {t}: cache checksum {float(out.asnumpy()):.4f}", flush=True)
