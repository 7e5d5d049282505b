"""Train with per-epoch evaluation, keep the last 2 checkpoints, and reload the best epoch at the end."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Callback, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(5)
CKPT_DIR, PREFIX, EPOCHS = "./ckpt_011", "digits", 6

rng = np.random.default_rng(17)
proto = rng.normal(size=(10, 32)).astype(np.float32)
def make(n, noise):
    y = rng.integers(0, 10, n).astype(np.int32)
    return (proto[y] + noise * rng.normal(size=(n, 32))).astype(np.float32), y
x, y = make(800, 2.2); xv, yv = make(200, 2.2)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(40, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": xv, "y": yv}, shuffle=False).batch(50)
steps = train_ds.get_dataset_size()

class BestEpoch(Callback):
    """Evaluate after each epoch and remember the best one."""
    def __init__(self, model, val_ds):
        super().__init__()
        self.model, self.val_ds = model, val_ds
        self.best_acc, self.best_epoch = -1.0, -1
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = self.model.eval(self.val_ds, dataset_sink_mode=False)["acc"]
        if acc > self.best_acc:
            self.best_acc, self.best_epoch = acc, cb.cur_epoch_num
        print(f"[eval] epoch {cb.cur_epoch_num}: acc={acc:.4f} (best {self.best_acc:.4f} @ epoch {self.best_epoch})", flush=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(64, 10))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": Accuracy()})
best_cb = BestEpoch(model, val_ds)
ckpt_cb = ModelCheckpoint(prefix=PREFIX, directory=CKPT_DIR,
                          config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2))
model.train(EPOCHS, train_ds, callbacks=[LossMonitor(steps), ckpt_cb, best_cb], dataset_sink_mode=False)

print("checkpoints on disk:", sorted(os.listdir(CKPT_DIR)))
best_path = os.path.join(CKPT_DIR, f"{PREFIX}-{best_cb.best_epoch}_{steps}.ckpt")
print(f"restoring best weights from {best_path}")
ms.load_checkpoint(best_path, net)
print("final val:", model.eval(val_ds, dataset_sink_mode=False))
