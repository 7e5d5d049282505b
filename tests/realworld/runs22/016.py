# Classifier training loop: optimizer built from a separately constructed model instance
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

def make_model():
    return nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))

X = np.random.randn(512, 20).astype(np.float32)
y = (X[:, :3].argmax(axis=1)).astype(np.int32)

model = make_model()
optimizer = nn.Adam(make_model().trainable_params(), learning_rate=1e-3)   # bug: different instance
loss_fn = nn.CrossEntropyLoss()

def forward(x, t):
    return loss_fn(model(x), t)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

xs, ys = ms.Tensor(X), ms.Tensor(y)
for epoch in range(20):
    loss, grads = grad_fn(xs, ys)     # full-batch gradient step
    optimizer(grads)
    print(f"epoch {epoch:2d} loss {loss.asnumpy():.6f}")
