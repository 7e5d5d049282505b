"""Image classifier on 8x8 digit-like patches with a cosine learning-rate schedule and
warm-up, trained with mindspore.train.Model (port of a torch CosineAnnealingLR recipe,
where the scheduler is stepped once per epoch)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12)
EPOCHS, BATCH, CLASSES = 6, 32, 5

rng = np.random.default_rng(12)
proto = rng.normal(size=(CLASSES, 64))
y = rng.integers(0, CLASSES, 960).astype(np.int32)
x = (proto[y] + rng.normal(0, 0.8, (960, 64))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(BATCH, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()

# torch: CosineAnnealingLR(optimizer, T_max=EPOCHS, eta_min=1e-5), scheduler.step() each epoch
lr = nn.cosine_decay_lr(min_lr=1e-5, max_lr=5e-3, total_step=EPOCHS, step_per_epoch=1, decay_epoch=EPOCHS)
print("lr schedule:", [round(v, 6) for v in lr])


class LRLogger(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        opt = cb.optimizer
        cur = opt.get_lr().asnumpy()
        print(f"epoch {cb.cur_epoch_num}: lr={float(cur):.6f}", flush=True)


net = nn.SequentialCell(nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, CLASSES))
opt = nn.Adam(net.trainable_params(), learning_rate=lr)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})
model.train(EPOCHS, train, callbacks=[LossMonitor(steps_per_epoch), LRLogger()], dataset_sink_mode=False)
print(model.eval(ds.NumpySlicesDataset({"x": x[:200], "y": y[:200]}, shuffle=False).batch(50), dataset_sink_mode=False))
