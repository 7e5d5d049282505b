"""Model.fit with evaluation during training (valid_dataset), cosine-decay LR, checkpointing and a custom history callback."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Callback, CheckpointConfig, ModelCheckpoint, Accuracy, Loss

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)

rng = np.random.default_rng(31)
proto = rng.normal(size=(6, 20)).astype(np.float32)
def make(n):
    y = rng.integers(0, 6, n).astype(np.int32)
    return (proto[y] + 1.2 * rng.normal(size=(n, 20))).astype(np.float32), y
x, y = make(1200); xv, yv = make(300)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xv, "y": yv}, shuffle=False).batch(100)
steps, EPOCHS = train_ds.get_dataset_size(), 6

class History(Callback):
    def __init__(self):
        super().__init__(); self.losses = []
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.losses.append(float(cb.net_outputs.asnumpy()))
    def on_eval_end(self, run_context):
        cb = run_context.original_args()
        print(f"  [history] epoch {cb.cur_epoch_num} eval: {cb.eval_results}", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 6))
lr = nn.cosine_decay_lr(min_lr=1e-4, max_lr=5e-3, total_step=EPOCHS * steps, step_per_epoch=steps, decay_epoch=EPOCHS)
opt = nn.Adam(net.trainable_params(), learning_rate=lr)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy(), "loss": Loss()})
hist = History()
ckpt = ModelCheckpoint(prefix="cls6", directory="./ckpt_016",
                       config=CheckpointConfig(save_checkpoint_steps=steps * 2, keep_checkpoint_max=3))
model.fit(EPOCHS, train_ds, val_ds, valid_frequency=2, callbacks=[LossMonitor(steps), TimeMonitor(), ckpt, hist],
          dataset_sink_mode=False, valid_dataset_sink_mode=False)
print("epoch-end losses:", [round(v, 4) for v in hist.losses])
print("final:", model.eval(val_ds, dataset_sink_mode=False))
