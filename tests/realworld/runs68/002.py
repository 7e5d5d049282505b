# Batched ensemble forward ported from torch.func.functional_call + vmap over stacked model weights
# (torch: vmap(fmodel, in_dims=(0, 0, None))(params, buffers, x)).
# The port vmaps a function that calls an nn.Cell holding its own Parameters.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 32)
        self.fc2 = nn.Dense(32, 1)
    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(x)))

num_models = 5
models = [MLP() for _ in range(num_models)]
# stack weights like torch.func.stack_module_state
stacked_w1 = ops.stack([m.fc1.weight for m in models])
stacked_b1 = ops.stack([m.fc1.bias for m in models])

base = models[0]
def fmodel(w1, b1, x):
    base.fc1.weight = w1          # functional_call equivalent: swap in the per-model weight
    base.fc1.bias = b1
    return base(x)

x = ms.Tensor(np.random.randn(16, 8).astype(np.float32))
out = ms.vmap(fmodel, in_axes=(0, 0, None))(stacked_w1, stacked_b1, x)
print("ensemble out", out.shape)
