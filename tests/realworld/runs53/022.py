# Gradient accumulation (HF gradient_accumulation_steps=4) in a GRAPH_MODE train cell with a Python step counter
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

class GradAccumCell(nn.Cell):
    def __init__(self, net_with_loss, optimizer, accum_steps):
        super().__init__(auto_prefix=False)
        self.net_with_loss = net_with_loss
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.accum = self.weights.clone(prefix="accum", init="zeros")
        self.grad_fn = ops.GradOperation(get_by_list=True)
        self.accum_steps = accum_steps
        self.micro_step = 0          # like the torch loop's step counter
    def construct(self, x, y):
        loss = self.net_with_loss(x, y)
        grads = self.grad_fn(self.net_with_loss, self.weights)(x, y)
        for a, g in zip(self.accum, grads):
            ops.assign_add(a, g / self.accum_steps)
        self.micro_step += 1
        if self.micro_step % self.accum_steps == 0:
            self.optimizer(self.accum)
            for a in self.accum:
                ops.assign(a, ops.zeros_like(a))
        return loss

X = np.random.randn(128, 16).astype(np.float32)
Y = (X[:, 0] - X[:, 1] > 0).astype(np.int32)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3)
cell = GradAccumCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt, 4)
cell.set_train()
for epoch in range(6):
    losses = []
    for i in range(0, 128, 16):
        losses.append(float(cell(ms.Tensor(X[i:i+16]), ms.Tensor(Y[i:i+16])).asnumpy()))
    print(f"epoch {epoch} mean loss {np.mean(losses):.6f}")
