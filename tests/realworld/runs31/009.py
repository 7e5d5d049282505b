# Labels kept as int64 (torch LongTensor / HF datasets default) when ported to nn.CrossEntropyLoss
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
net = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

x = np.random.randn(32, 20).astype(np.float32)
y = np.random.randint(0, 4, 32)            # int64
for step in range(5):
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
