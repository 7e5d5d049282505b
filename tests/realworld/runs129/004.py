"""Fine-tune a small text-feature classifier with linear warmup, as in the HF recipe (warmup, SGD+momentum)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)

EPOCHS = 6
BATCH = 32
LR = 2e-3
WARMUP_EPOCHS = 100   # HF config used warmup_steps=100; warmup_lr takes epochs

rng = np.random.default_rng(3)
n_cls, dim = 10, 64
proto = rng.normal(0, 1, size=(n_cls, dim)).astype(np.float32)
def make(n):
    y = rng.integers(0, n_cls, size=n).astype(np.int32)
    return (proto[y] + rng.normal(0, 1.5, size=(n, dim))).astype(np.float32), y
x, y = make(960)
xv, yv = make(200)
train_ds = ds.NumpySlicesDataset({"feat": x, "label": y}, shuffle=True).batch(BATCH, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"feat": xv, "label": yv}, shuffle=False).batch(BATCH)
steps = train_ds.get_dataset_size()
total = EPOCHS * steps

lr_sched = nn.warmup_lr(learning_rate=LR, total_step=total, step_per_epoch=steps, warmup_epoch=WARMUP_EPOCHS)
print(f"steps/epoch={steps} total_steps={total} lr[0]={lr_sched[0]:.2e} lr[-1]={lr_sched[-1]:.2e}")

net = nn.SequentialCell(nn.Dense(dim, 128), nn.GELU(), nn.Dropout(p=0.1), nn.Dense(128, n_cls))
opt = nn.Momentum(net.trainable_params(), learning_rate=lr_sched, momentum=0.9, weight_decay=1e-4)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy": Accuracy()})
for ep in range(EPOCHS):
    model.train(1, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(f"epoch {ep + 1}/{EPOCHS} eval: {model.eval(val_ds, dataset_sink_mode=False)}")
