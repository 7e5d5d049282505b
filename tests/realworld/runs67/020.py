# Weight-normalised classifier head (torch: self.fc.weight.data = self.g * self.v / self.v.norm(dim=1, keepdim=True)
# at the start of forward, WeightNorm done by hand). Ported line by line with Parameter.set_data, PyNative mode.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(20)
rng = np.random.default_rng(20)

D, C = 24, 5
proto = rng.normal(size=(C, D))
y = rng.integers(0, C, 2500).astype(np.int32)
x = (proto[y] + 1.0 * rng.normal(size=(2500, D))).astype(np.float32)

class WNLinear(nn.Cell):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.fc = nn.Dense(d_in, d_out)
        v = rng.normal(size=(d_out, d_in)).astype(np.float32) * 0.1
        self.v = Parameter(Tensor(v), name="v")
        self.g = Parameter(Tensor(np.linalg.norm(v, axis=1, keepdims=True)), name="g")

    def construct(self, x):
        self.fc.weight.set_data(self.g * self.v / self.v.norm(dim=1, keepdim=True))
        return self.fc(x)

net = WNLinear(D, C)
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
print("trainable:", [p.name for p in net.trainable_params()])
for epoch in range(6):
    perm = rng.permutation(2000)
    losses = []
    for i in range(0, 2000, 50):
        idx = perm[i:i + 50]
        loss, grads = grad_fn(Tensor(x[idx]), Tensor(y[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = (net(Tensor(x[2000:])).argmax(1).asnumpy() == y[2000:]).mean()
    print(f"epoch {epoch} loss {np.mean(losses):.5f} val_acc {acc:.4f} |g| {float(net.g.norm().asnumpy()):.5f}")
