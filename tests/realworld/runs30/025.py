# Denoising autoencoder on synthetic signals: GeneratorDataset + Model.train with a per-step loss callback
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, Callback, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)

class Signals:
    def __init__(self, n=512, dim=32):
        rng = np.random.default_rng(2)
        t = np.linspace(0, 1, dim, dtype=np.float32)
        freq = rng.uniform(1, 4, (n, 1)).astype(np.float32)
        self.clean = np.sin(2 * np.pi * freq * t).astype(np.float32)
        self.noisy = (self.clean + rng.normal(0, 0.2, self.clean.shape)).astype(np.float32)
    def __getitem__(self, i):
        return self.noisy[i], self.clean[i]
    def __len__(self):
        return len(self.clean)

class PrintLoss(Callback):
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % 8 == 0:
            print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {float(cb.net_outputs.asnumpy()):.5f}")

dataset = ds.GeneratorDataset(Signals(), ["noisy", "clean"], shuffle=True).batch(32, drop_remainder=True)
net = nn.SequentialCell([nn.Dense(32, 16), nn.Tanh(), nn.Dense(16, 32)])
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-2))
model.train(3, dataset, callbacks=[PrintLoss(), TimeMonitor()], dataset_sink_mode=False)
print("training finished")
