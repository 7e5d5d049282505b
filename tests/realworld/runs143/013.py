"""Tabular churn classifier; torch CosineAnnealingLR(T_max=epochs) schedule ported to nn.CosineDecayLR."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_seed(31)
rng = np.random.default_rng(31)
N, F, EPOCHS, BS = 2400, 20, 6, 32
X = rng.normal(size=(N, F)).astype(np.float32)
logit = X[:, 0] * 2 - X[:, 1] * 1.5 + X[:, 2] * X[:, 3]
y = (logit + rng.normal(scale=0.3, size=N) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:2000], "y": y[:2000]}, shuffle=True).batch(BS)
Xv, yv = Tensor(X[2000:]), y[2000:]

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
# scheduler = CosineAnnealingLR(optimizer, T_max=EPOCHS, eta_min=0.0)
lr_sched = nn.CosineDecayLR(min_lr=0.0, max_lr=1e-3, decay_steps=EPOCHS)
opt = nn.Adam(net.trainable_params(), learning_rate=lr_sched)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(EPOCHS):
    net.set_train(True)
    losses = []
    for batch in train.create_dict_iterator():
        loss, grads = grad_fn(batch["x"], batch["y"])
        opt(grads)
        losses.append(float(loss))
    net.set_train(False)
    acc = (net(Xv).argmax(axis=1).asnumpy() == yv).mean()
    print(f"Epoch {epoch + 1}/{EPOCHS} | train_loss {np.mean(losses):.4f} | last_batch_loss {losses[-1]:.4f} | val_acc {acc:.4f}")
