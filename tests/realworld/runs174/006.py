"""Energy-consumption regression (tabular MLP). Ported from a torch loop that used
clip_grad_norm_(model.parameters(), max_norm=1.0) before optimizer.step()."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(3)
rng = np.random.default_rng(3)

N, F = 4096, 12
X = rng.normal(size=(N, F)).astype(np.float32)
X[:, :4] *= 25.0                      # raw sensor columns (temperature, kWh, ...) not standardised
w_true = rng.normal(size=(F, 1)).astype(np.float32)
y = (X @ w_true * 0.1 + np.sin(X[:, 4:5]) + rng.normal(scale=0.1, size=(N, 1))).astype(np.float32)
split = int(0.8 * N)
x_tr, y_tr, x_va, y_va = X[:split], y[:split], X[split:], y[split:]

cfg = {"lr": 0.02, "momentum": 0.9, "max_grad_norm": 1.0, "epochs": 5, "batch_size": 64}
print("config:", cfg)

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=cfg["lr"], momentum=cfg["momentum"])
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)


def global_norm(grads):
    return float(ops.sqrt(sum(ops.sum(g * g) for g in grads)).asnumpy())


step = 0
for epoch in range(1, cfg["epochs"] + 1):
    perm = rng.permutation(split)
    for i in range(0, split, cfg["batch_size"]):
        b = perm[i:i + cfg["batch_size"]]
        loss, grads = grad_fn(Tensor(x_tr[b]), Tensor(y_tr[b]))
        gnorm = global_norm(grads)
        ops.clip_by_global_norm(grads, cfg["max_grad_norm"])
        opt(grads)
        if step < 12 or step % 20 == 0:
            print(f"epoch {epoch} step {step:4d} loss {float(loss.asnumpy()):.4f} grad_norm {gnorm:.3f}")
        step += 1
    val = float(loss_fn(net(Tensor(x_va)), Tensor(y_va)).asnumpy())
    print(f"epoch {epoch} val_mse {val:.4f}")
print("training finished")
