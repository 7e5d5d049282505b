# Port of HF get_linear_schedule_with_warmup(num_warmup_steps=500) to MindSpore lr lists
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(0, 1.5, (8, 48)).astype(np.float32)
y = rng.integers(0, 8, 5000).astype(np.int32)
x = (centers[y] + rng.normal(0, 1, (5000, 48))).astype(np.float32)
data = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(50, drop_remainder=True)
steps_per_epoch = data.get_dataset_size()
num_epochs = 4
total_steps = steps_per_epoch * num_epochs
num_warmup_steps = 500

lr = nn.warmup_lr(learning_rate=1e-3, total_step=total_steps, step_per_epoch=steps_per_epoch, warmup_epoch=num_warmup_steps)
net = nn.SequentialCell([nn.Dense(48, 128), nn.GELU(), nn.Dense(128, 8)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
net.set_train()
print(f"total_steps {total_steps} warmup_steps {num_warmup_steps}")
step = 0
for epoch in range(num_epochs):
    for xb, yb in data.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} lr {lr[step]:.2e} loss {loss.asnumpy():.4f}")
        step += 1
    acc = (net(ms.Tensor(x)).argmax(1).asnumpy() == y).mean()
    print(f"epoch {epoch} train_acc {acc:.4f}")
