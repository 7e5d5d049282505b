"""Tabular fraud classifier; the input pipeline was ported from the tf.data version
(ds.shuffle(...).batch(...).repeat()) and training uses Model.train with an
end-of-epoch validation callback."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(16)
rng = np.random.default_rng(16)
N_FEAT = 20

x = rng.standard_normal((6000, N_FEAT)).astype(np.float32)
w = rng.standard_normal(N_FEAT).astype(np.float32)
y = ((x @ w + 0.5 * rng.standard_normal(6000)) > 1.2).astype(np.int32)
x_tr, y_tr, x_va, y_va = x[:5000], y[:5000], x[5000:], y[5000:]
print(f"train {len(y_tr)} rows (fraud rate {y_tr.mean():.3f}), valid {len(y_va)} rows", flush=True)

train_ds = (ds.NumpySlicesDataset({"features": x_tr, "label": y_tr}, shuffle=False)
            .shuffle(buffer_size=5000)
            .batch(128)
            .repeat())
valid_ds = ds.NumpySlicesDataset({"features": x_va, "label": y_va}, shuffle=False).batch(500)

net = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy", "loss"})


class ValidCallback(ms.Callback):
    def __init__(self):
        self.t0 = time.time()

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = model.eval(valid_ds, dataset_sink_mode=False)
        print(f"[epoch {cb.cur_epoch_num}] valid: {res}  ({time.time() - self.t0:.1f}s)", flush=True)


EPOCHS = 5
print(f"training for {EPOCHS} epochs, {train_ds.get_dataset_size()} steps per epoch", flush=True)
model.train(EPOCHS, train_ds, callbacks=[ms.LossMonitor(100), ValidCallback()], dataset_sink_mode=False)
print("training done", flush=True)
ms.save_checkpoint(net, "/home/user/project/fraud_mlp.ckpt")
