# precision setting from the NPU recipe kept in the shared utils module; training runs on CPU
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
ms.device_context.ascend.op_precision.precision_mode("allow_fp32_to_fp16")
ms.set_seed(3)
rng = np.random.RandomState(3)
X = rng.randn(256, 10).astype(np.float32)
Y = (X[:, :3].sum(axis=1) > 0).astype(np.int32)
net = nn.SequentialCell([nn.Dense(10, 16), nn.Tanh(), nn.Dense(16, 2)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(8):
    for i in range(0, 256, 32):
        loss, grads = grad_fn(ms.Tensor(X[i:i+32]), ms.Tensor(Y[i:i+32]))
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
