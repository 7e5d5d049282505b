"""Linear regression with a hand-written SGD loop, ported line by line from a PyTorch tutorial
(for p in model.parameters(): p -= lr * p.grad)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(1)
np.random.seed(1)

X = np.random.rand(256, 3).astype(np.float32)
true_w = np.array([[2.0], [-3.4], [1.7]], dtype=np.float32)
Y = (X @ true_w + 4.2 + 0.01 * np.random.randn(256, 1)).astype(np.float32)

class LinReg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 1)
    def construct(self, x):
        return self.fc(x)

model = LinReg()
loss_fn = nn.MSELoss()
lr = 0.1
batch_size = 32

def forward(x, y):
    return loss_fn(model(x), y)

params = model.trainable_params()
grad_fn = ms.value_and_grad(forward, None, params)

for epoch in range(10):
    perm = np.random.permutation(len(X))
    total = 0.0
    for i in range(0, len(X), batch_size):
        idx = perm[i:i + batch_size]
        x, y = Tensor(X[idx]), Tensor(Y[idx])
        loss, grads = grad_fn(x, y)
        for p, g in zip(params, grads):
            p = p - lr * g          # SGD step
        total += float(loss.asnumpy())
    print(f"epoch {epoch + 1:2d} | train_loss {total / (len(X) // batch_size):.6f} | w {model.fc.weight.asnumpy().ravel().round(4)} | b {model.fc.bias.asnumpy().round(4)}")
