# Merge the 2-way tensor-parallel checkpoint (one file per rank, Megatron ColumnParallelLinear layout:
# each rank holds out_features/2 rows) into a single-card model for evaluation.
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
IN, OUT = 48, 96

# --- per-rank files from the 2-rank training job ---
os.makedirs("tp_ckpt_019", exist_ok=True)
for r in range(2):
    rng = np.random.default_rng(r)
    ms.save_checkpoint([{"name": "proj.weight", "data": ms.Tensor(rng.standard_normal((OUT // 2, IN)).astype(np.float32))},
                        {"name": "proj.bias", "data": ms.Tensor(np.zeros(OUT // 2, np.float32))}],
                       f"tp_ckpt_019/rank_{r}.ckpt")


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(IN, OUT)

    def construct(self, x):
        return self.proj(x)


shards = [ms.load_checkpoint(f"tp_ckpt_019/rank_{r}.ckpt") for r in range(2)]
merged = {}
for name in shards[0]:
    parts = [s[name].asnumpy() for s in shards]
    merged[name] = ms.Parameter(ms.Tensor(np.concatenate(parts, axis=-1)), name=name)   # torch.cat(parts, dim=-1)
    print(f"{name}: {[p.shape for p in parts]} -> {merged[name].shape}")
net = Head()
ms.load_param_into_net(net, merged, strict_load=True)
print(net(ms.Tensor(np.ones((1, IN), np.float32))).shape)
