# Binary classifier with a custom train step; model re-created after a "warm start" helper
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)
X = rng.normal(size=(800, 10)).astype(np.float32)
y = (X[:, 0] + X[:, 1] * X[:, 2] > 0).astype(np.float32).reshape(-1, 1)

def build_model():
    return nn.SequentialCell(nn.Dense(10, 32), nn.Tanh(), nn.Dense(32, 1))

model = build_model()
optimizer = nn.Adam(model.trainable_params(), learning_rate=5e-3)
loss_fn = nn.BCEWithLogitsLoss()

# re-initialise the model for a clean run (copied from the notebook's "reset" cell)
model = build_model()

def forward_fn(x, t):
    logits = model(x)
    return loss_fn(logits, t), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

for epoch in range(1, 9):
    losses, correct = [], 0
    for i in range(0, 800, 100):
        xb, yb = ms.Tensor(X[i:i + 100]), ms.Tensor(y[i:i + 100])
        (loss, logits), grads = grad_fn(xb, yb)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        correct += int(((logits.asnumpy() > 0) == (y[i:i + 100] > 0.5)).sum())
    print(f"Epoch {epoch}/8 - loss: {np.mean(losses):.4f} - accuracy: {correct / 800:.4f}")
