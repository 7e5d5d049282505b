"""Custom training loop: gradient accumulation (4 micro-batches), cosine LR with warmup, eval every epoch."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

ACCUM, MICRO_BS, EPOCHS = 4, 8, 5
rng = np.random.default_rng(21)
W = rng.normal(size=(16, 3)).astype(np.float32)
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, np.argmax(x @ W + 0.3 * rng.normal(size=(n, 3)), 1).astype(np.int32)
x, y = make(1024); xv, yv = make(256)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(MICRO_BS, drop_remainder=True)
micro_steps = train_ds.get_dataset_size()
opt_steps_per_epoch = micro_steps // ACCUM

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3))
warm = nn.warmup_lr(3e-3, opt_steps_per_epoch, opt_steps_per_epoch, 1)
cos = nn.cosine_decay_lr(1e-5, 3e-3, (EPOCHS - 1) * opt_steps_per_epoch, opt_steps_per_epoch, EPOCHS - 1)
lr = [max(v, 3e-4) for v in warm] + cos
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b) / ACCUM, None, opt.parameters)
acc_grads = [ops.zeros_like(p) for p in opt.parameters]

def evaluate():
    net.set_train(False)
    pred = net(ms.Tensor(xv)).asnumpy().argmax(1)
    net.set_train(True)
    return float((pred == yv).mean())

net.set_train(True)
for epoch in range(EPOCHS):
    t0, run_loss, opt_step = time.time(), 0.0, 0
    for i, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        acc_grads = [a + g for a, g in zip(acc_grads, grads)]
        run_loss += float(loss.asnumpy())
        if (i + 1) % ACCUM == 0:
            opt(tuple(acc_grads))
            acc_grads = [ops.zeros_like(p) for p in opt.parameters]
            opt_step += 1
            if opt_step % 8 == 0:
                cur_lr = lr[epoch * opt_steps_per_epoch + opt_step - 1]
                print(f"epoch {epoch+1} opt_step {opt_step}/{opt_steps_per_epoch} loss {run_loss/8:.4f} lr {cur_lr:.2e}", flush=True)
                run_loss = 0.0
    print(f"== epoch {epoch+1} val_acc {evaluate():.3f} time {time.time()-t0:.1f}s", flush=True)
print("training complete")
