"""Predict a wine-quality style score (min-max scaled to [0, 1]) from 10 physico-chemical features.
The dataset pipeline was copied from the team's classification template."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
from mindspore import nn, Tensor
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(21)
rng = np.random.default_rng(21)

N, F = 3000, 10
X = rng.normal(size=(N, F)).astype(np.float32)
raw = 5.5 + X @ rng.normal(scale=0.6, size=F) + 0.3 * rng.normal(size=N)
score = ((raw - raw.min()) / (raw.max() - raw.min())).astype(np.float32).reshape(-1, 1)
print(f"target range [{score.min():.3f}, {score.max():.3f}], mean {score.mean():.3f}, std {score.std():.3f}")

split = 2400


def make_dataset(x, t, training):
    d = ds.NumpySlicesDataset({"features": x, "label": t}, shuffle=training)
    d = d.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    d = d.map(operations=transforms.TypeCast(ms.float32), input_columns="features")
    return d.batch(64, drop_remainder=training)


train_ds = make_dataset(X[:split], score[:split], True)
net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=1e-3))


class ValReport(Callback):
    def on_train_epoch_end(self, run_context):
        ep = run_context.original_args().cur_epoch_num
        pred = net(Tensor(X[split:])).asnumpy()
        true = score[split:]
        mae = np.abs(pred - true).mean()
        r2 = 1 - ((pred - true) ** 2).sum() / ((true - true.mean()) ** 2).sum()
        print(f"epoch {ep}: val_mae={mae:.4f} val_r2={r2:.4f} pred_mean={pred.mean():.4f}", flush=True)


model.train(6, train_ds, callbacks=[LossMonitor(15), ValReport()], dataset_sink_mode=False)
print("training finished")
