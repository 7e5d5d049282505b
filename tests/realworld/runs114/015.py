"""Deep MLP with hand-initialised Parameters (ported from torch: nn.init.normal_(w) defaults to std=1) and a manual NLL."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Parameter, Tensor
from mindspore.common.initializer import initializer, Normal, Zero

ms.set_seed(11)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Layer(nn.Cell):
    def __init__(self, fan_in, fan_out):
        super().__init__()
        self.w = Parameter(initializer(Normal(sigma=1.0), [fan_in, fan_out], ms.float32), name="w")
        self.b = Parameter(initializer(Zero(), [fan_out], ms.float32), name="b")

    def construct(self, x):
        return mint.matmul(x, self.w) + self.b


class DeepMLP(nn.Cell):
    def __init__(self, dims=(32, 256, 256, 256, 256, 10)):
        super().__init__()
        self.layers = nn.CellList([Layer(a, b) for a, b in zip(dims[:-1], dims[1:])])

    def construct(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = mint.nn.functional.relu(x)
        return x


def nll(logits, y_onehot):
    probs = mint.nn.functional.softmax(logits, dim=-1)
    return -(y_onehot * mint.log(probs)).sum(-1).mean()


rng = np.random.default_rng(11)
X = rng.normal(size=(640, 32)).astype(np.float32)
y = rng.integers(0, 10, 640)
Y = np.eye(10, dtype=np.float32)[y]

net = DeepMLP()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
grad_fn = ms.value_and_grad(lambda a, b: nll(net(a), b), None, opt.parameters)

steps = 10
for epoch in range(1, 6):
    t0 = time.time()
    losses = []
    for s in range(steps):
        xb, yb = Tensor(X[s * 64:(s + 1) * 64]), Tensor(Y[s * 64:(s + 1) * 64])
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = (net(Tensor(X)).asnumpy().argmax(1) == y).mean()
    print(f"Epoch {epoch}/5\n{steps}/{steps} [==============================] - {time.time() - t0:.0f}s - loss: {np.mean(losses):.4f} - accuracy: {acc:.4f}")
