# healthy: PyNative loop with gradient accumulation (4 micro-batches), clip_by_global_norm(1.0) and a cosine LR schedule;
# loss printed per optimizer step and falls.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(1024, 24)).astype(np.float32)
y = np.argmax(x[:, :4] @ rng.normal(size=(4, 4)), axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(24, 64), nn.GELU(), nn.Dropout(p=0.1), nn.Dense(64, 4))
accum, micro = 4, 16
total_steps = (len(x) // (accum * micro)) * 3
lr = nn.cosine_decay_lr(1e-4, 3e-3, total_steps, total_steps // 3, 3)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b) / accum, None, opt.parameters)
step = 0
for epoch in range(3):
    perm = rng.permutation(len(x))
    acc_grads, acc_loss = None, 0.0
    for i in range(0, len(x), micro):
        idx = perm[i:i + micro]
        loss, grads = grad_fn(Tensor(x[idx]), Tensor(y[idx]))
        acc_grads = grads if acc_grads is None else tuple(g + a for g, a in zip(grads, acc_grads))
        acc_loss += float(loss.asnumpy())
        if (i // micro + 1) % accum == 0:
            opt(ops.clip_by_global_norm(acc_grads, 1.0))
            step += 1
            if step % 4 == 0:
                print(f"epoch {epoch} opt_step {step} loss {acc_loss:.4f} lr {float(lr[step - 1]):.2e}", flush=True)
            acc_grads, acc_loss = None, 0.0
net.set_train(False)
acc = (net(Tensor(x)).argmax(-1).asnumpy() == y).mean()
print(f"train accuracy {acc:.3f}")
