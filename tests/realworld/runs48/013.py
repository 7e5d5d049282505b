# Port of a torch training loop that keeps the best model: after every epoch the validation
# score is checked and the best weights are written with the old torch.save layout
# {"model": state_dict, "optimizer": optimizer.state_dict()} as a MindSpore checkpoint.
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(0); np.random.seed(0)
X = np.random.randn(1500, 10).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] ** 2 > 0.8).astype(np.int32)
Xtr, ytr, Xva, yva = X[:1200], y[:1200], X[1200:], y[1200:]

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

os.makedirs("ckpt_013", exist_ok=True)
best_acc, step = 0.0, 0
for epoch in range(5):
    perm = np.random.permutation(len(Xtr))
    for i in range(0, len(Xtr), 40):
        loss, grads = grad_fn(ms.Tensor(Xtr[perm[i:i+40]]), ms.Tensor(ytr[perm[i:i+40]]))
        opt(grads)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    acc = float((net(ms.Tensor(Xva)).argmax(-1).asnumpy() == yva).mean())
    net.set_train(True)
    print(f"epoch {epoch} val_acc {acc:.4f}", flush=True)
    if acc > best_acc:
        best_acc = acc
        ms.save_checkpoint({"model": net.parameters_dict(), "optimizer": opt.parameters_dict()},
                           "ckpt_013/best.ckpt")
        print(f"new best model saved (val_acc={acc:.4f})", flush=True)
