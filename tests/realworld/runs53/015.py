# Gradient accumulation port: accumulators zipped against the grads returned for optimizer.parameters
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc2 = nn.Dense(32, 4)
    def construct(self, x):
        return self.fc2(ops.relu(self.norm(self.fc1(x))))

net = Net()
params = net.trainable_params()
decay = [p for p in params if "weight" in p.name]
no_decay = [p for p in params if "weight" not in p.name]
opt = nn.AdamWeightDecay([{"params": decay, "weight_decay": 0.01},
                          {"params": no_decay, "weight_decay": 0.0}], learning_rate=1e-3)
# torch: p.grad buffers, one per model parameter
accum = [ms.Parameter(ops.zeros_like(p), name="accum." + p.name, requires_grad=False) for p in net.trainable_params()]
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
accumulation_steps = 4
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, (8,)).astype(np.int32))
for step in range(16):
    loss, grads = grad_fn(x, y)
    for a, g in zip(accum, grads):
        ops.assign_add(a, g / accumulation_steps)
    if (step + 1) % accumulation_steps == 0:
        opt(tuple(accum))
        for a in accum:
            ops.assign(a, ops.zeros_like(a))
    print(f"micro-step {step} loss {loss.asnumpy():.4f}")
