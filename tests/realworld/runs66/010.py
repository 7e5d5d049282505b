# Gradient monitoring: log the global gradient norm every step, like the torch loop did with
#   total = torch.norm(torch.cat([p.grad.view(-1) for p in model.parameters()]))
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(21)

class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, 3, pad_mode="same", has_bias=True)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(8, 10)
    def construct(self, x):
        return self.fc(self.pool(ops.relu(self.conv(x))).flatten(start_dim=1))

model = ConvNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(model.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)

rng = np.random.default_rng(21)
for step in range(10):
    x = ms.Tensor(rng.normal(size=(16, 1, 12, 12)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, size=16).astype(np.int32))
    loss, grads = grad_fn(x, y)
    grad_norm = ops.norm(ops.cat([g for g in grads]))       # torch.cat([p.grad.view(-1) ...])
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f} grad_norm {grad_norm.asnumpy():.4f}")
