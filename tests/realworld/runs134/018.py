"""Autoencoder for anomaly detection on sensor vectors; trains with Model.train + a History-like callback,
then saves the loss curves as a PNG for the report (run on a fresh MindSpore-only server image)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, LossMonitor

ms.set_seed(21)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(21)
normal = (rng.standard_normal((2000, 24)) @ rng.standard_normal((24, 24)) * 0.3).astype(np.float32)
train = ds.NumpySlicesDataset({"x": normal[:1600], "y": normal[:1600]}, shuffle=True).batch(64, drop_remainder=True)

class AE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(24, 16), nn.ReLU(), nn.Dense(16, 6))
        self.dec = nn.SequentialCell(nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 24))
    def construct(self, x):
        return self.dec(self.enc(x))

class History(Callback):
    def __init__(self):
        self.losses = []
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.losses.append(float(cb.net_outputs.asnumpy()))
        print(f"epoch {cb.cur_epoch_num}: loss={self.losses[-1]:.5f}")

def plot_history(losses, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.plot(losses); plt.xlabel("epoch"); plt.ylabel("mse"); plt.savefig(path)

net = AE()
hist = History()
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 2e-3))
model.train(8, train, callbacks=[hist, LossMonitor(25)], dataset_sink_mode=False)
ms.save_checkpoint(net, "/home/user/project/ae.ckpt")
recon = net(ms.Tensor(normal[1600:])).asnumpy()
err = ((recon - normal[1600:]) ** 2).mean(1)
print(f"threshold (99th pct recon error): {np.percentile(err, 99):.5f}")
plot_history(hist.losses, "/home/user/project/ae_loss.png")
print("report written")
