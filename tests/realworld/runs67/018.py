# torch: scheduler = CosineAnnealingLR(optimizer, T_max=total_steps, eta_min=1e-6) with AdamW(lr=3e-4).
# Port: learning-rate schedule object handed to nn.AdamWeightDecay, arguments in torch order.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(18)
rng = np.random.default_rng(18)

D, C = 32, 4
proto = rng.normal(size=(C, D))
y = rng.integers(0, C, 2560).astype(np.int32)
x = (proto[y] + 1.2 * rng.normal(size=(2560, D))).astype(np.float32)

epochs, bs = 5, 64
total_steps = epochs * (2048 // bs)
lr_schedule = nn.CosineDecayLR(total_steps, 1e-6, 3e-4)   # (T_max, eta_min, base_lr) in torch terms
net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

gstep = 0
for epoch in range(epochs):
    perm = rng.permutation(2048)
    losses = []
    for i in range(0, 2048, bs):
        idx = perm[i:i + bs]
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
        gstep += 1
    cur_lr = float(lr_schedule(ms.Tensor(gstep, ms.int32)).asnumpy())
    acc = (net(ms.Tensor(x[2048:])).argmax(1).asnumpy() == y[2048:]).mean()
    print(f"epoch {epoch + 1}/{epochs} step {gstep} loss {np.mean(losses):.4f} lr {cur_lr:.3e} val_acc {acc:.4f}")
print("done")
