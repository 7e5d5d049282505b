# Mixture-of-experts layer ported from an Ascend training recipe uses the fused ops.moe_token_permute /
# moe_token_unpermute to group tokens by expert; the debugging run is on a CPU-only machine.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
class MoE(nn.Cell):
    def __init__(self, d=16, n_experts=4, top_k=2):
        super().__init__()
        self.router = nn.Dense(d, n_experts, has_bias=False)
        self.experts = nn.CellList([nn.Dense(d, d) for _ in range(n_experts)])
        self.top_k = top_k
    def construct(self, x):
        probs = ops.softmax(self.router(x), -1)
        weights, idx = ops.topk(probs, self.top_k)
        permuted, sorted_idx = ops.moe_token_permute(x, idx.astype(ms.int32))
        return permuted.sum(), weights.sum()
layer = MoE()
x = Tensor(np.random.default_rng(0).normal(size=(32, 16)).astype(np.float32))
print("router ok, dispatching", flush=True)
print(layer(x))
