"""Next-value forecasting with a GRU (ported from a PyTorch notebook), GRAPH_MODE, Model.train."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)
rng = np.random.default_rng(8)

WIN = 24


def series(n):
    t = np.arange(n, dtype=np.float32)
    return (np.sin(t / 6.0) + 0.5 * np.sin(t / 17.0) + 0.1 * rng.standard_normal(n)).astype(np.float32)


s = series(3000)
X = np.stack([s[i:i + WIN] for i in range(len(s) - WIN)])[..., None]
y = s[WIN:][:, None]
split = int(0.8 * len(X))
train_ds = ds.NumpySlicesDataset({"x": X[:split], "y": y[:split]}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": X[split:], "y": y[split:]}, shuffle=False).batch(128)


class Forecaster(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.gru = nn.GRU(1, hidden, num_layers=1, batch_first=True)
        self.head = nn.Dense(hidden, 1)

    def construct(self, x):
        out, _ = self.gru(x)
        return self.head(out[:, -1, :])


net = Forecaster()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
model = ms.Model(net, nn.MSELoss(), opt, metrics={"mae": nn.MAE(), "mse": nn.MSE()})


class EvalEachEpoch(ms.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        m = model.eval(val_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: train_loss={float(cb.net_outputs.asnumpy()):.5f} "
              f"val_mae={m['mae']:.4f} val_mse={m['mse']:.5f}", flush=True)


cfg = ms.CheckpointConfig(save_checkpoint_steps=37, keep_checkpoint_max=2)
ckpt = ms.ModelCheckpoint(prefix="gru_forecast", directory="/home/user/project/ckpt_008", config=cfg)
model.train(5, train_ds, callbacks=[ms.LossMonitor(20), EvalEachEpoch(), ckpt], dataset_sink_mode=False)
print("best checkpoint dir:", ckpt.latest_ckpt_file_name)
