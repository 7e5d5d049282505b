"""Regression MLP trained with a functional loop: value_and_grad(has_aux=True), gradient clipping,
cosine LR schedule and a small validation pass each epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(3)
rng = np.random.default_rng(3)
X = rng.uniform(-2, 2, size=(1200, 8)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2] ** 2 - X[:, 2:3] + 0.05 * rng.normal(size=(1200, 1))).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:1000], Y[:1000], X[1000:], Y[1000:]

net = nn.SequentialCell(nn.Dense(8, 64), nn.GELU(), nn.Dense(64, 64), nn.GELU(), nn.Dense(64, 1))
epochs, bs = 6, 50
steps_per_epoch = len(Xtr) // bs
lr = nn.cosine_decay_lr(1e-5, 3e-3, epochs * steps_per_epoch, steps_per_epoch, epochs)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
mse = nn.MSELoss()

def forward(x, y):
    pred = net(x)
    return mse(pred, y), pred

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss

for epoch in range(epochs):
    net.set_train(True)
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(steps_per_epoch):
        idx = perm[i * bs:(i + 1) * bs]
        losses.append(float(train_step(Tensor(Xtr[idx]), Tensor(Ytr[idx])).asnumpy()))
    net.set_train(False)
    val = float(mse(net(Tensor(Xva)), Tensor(Yva)).asnumpy())
    print(f"Epoch {epoch + 1}/{epochs} - train_loss: {np.mean(losses):.4f} - val_loss: {val:.4f}")
print("done")
