# Port of a HF fine-tuning recipe: AdamW, lr 5e-4, warmup 500 steps (get_linear_schedule_with_warmup).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
W = rng.standard_normal((20, 2)).astype(np.float32)
X = rng.standard_normal((3200, 20)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=True)
steps_per_epoch = dataset.get_dataset_size()
epochs = 3
total_steps = steps_per_epoch * epochs

warmup_steps = 500
lr = nn.warmup_lr(5e-4, total_steps, steps_per_epoch, warmup_steps)
print(f"steps_per_epoch={steps_per_epoch} total_steps={total_steps} warmup_steps={warmup_steps}")

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

global_step = 0
for epoch in range(epochs):
    for xb, yb in dataset.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if global_step % 20 == 0:
            print(f"epoch {epoch} step {global_step:3d} loss {loss.asnumpy():.4f}")
        global_step += 1
    acc = (net(ms.Tensor(X)).asnumpy().argmax(1) == Y).mean()
    print(f"epoch {epoch} train acc {acc:.4f}")
