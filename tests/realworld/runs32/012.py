# Quantisation-aware training port. torch straight-through estimator:
#     w_q = w + (torch.round(w * s) / s - w).detach()
# The .detach() was dropped in the port ("MindSpore has no autograd graph to detach from").
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_seed(1)
np.random.seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class QuantDense(nn.Cell):
    def __init__(self, cin, cout, bits=4):
        super().__init__()
        self.weight = Parameter(Tensor(np.random.randn(cout, cin).astype(np.float32) * 0.3), name="weight")
        self.scale = 2 ** (bits - 1)
    def construct(self, x):
        w = self.weight
        w_q = w + (ops.round(w * self.scale) / self.scale - w)
        return ops.matmul(x, w_q.T)

class QNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l1 = QuantDense(8, 16)
        self.l2 = QuantDense(16, 3)
    def construct(self, x):
        return self.l2(ops.relu(self.l1(x)))

X = np.random.randn(256, 8).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32) + (X[:, 1] > 0).astype(np.int32)
net = QNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(10):
    losses = []
    for i in range(0, 256, 32):
        loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = (net(Tensor(X)).asnumpy().argmax(1) == Y).mean()
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f} acc {acc:.3f}")
