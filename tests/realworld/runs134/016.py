"""Healthy: GeneratorDataset (random-access source with __getitem__/__len__), CosineDecayLR schedule,
Model.train with ModelCheckpoint, then reload the last checkpoint into a fresh net and evaluate."""
import os, glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_seed(8)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Source:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.x = r.standard_normal((n, 8)).astype(np.float32)
        self.y = ((self.x[:, 0] * self.x[:, 1] > 0).astype(np.int32))
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

train = ds.GeneratorDataset(Source(1600, 0), ["x", "y"], shuffle=True).batch(32, drop_remainder=True)
val = ds.GeneratorDataset(Source(400, 1), ["x", "y"], shuffle=False).batch(100)

def make_net():
    return nn.SequentialCell(nn.Dense(8, 64), nn.Tanh(), nn.Dense(64, 64), nn.Tanh(), nn.Dense(64, 2))

net = make_net()
steps = train.get_dataset_size()
lr = nn.CosineDecayLR(1e-4, 1e-2, 6 * steps)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), lr), metrics={"acc": Accuracy()})
ckdir = "/home/user/project/ckpt016"
for f in glob.glob(ckdir + "/*"):
    os.remove(f)
ck = ModelCheckpoint(prefix="xor", directory=ckdir, config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2))
model.train(6, train, callbacks=[LossMonitor(25), ck], dataset_sink_mode=False)

last = sorted(glob.glob(ckdir + "/xor*.ckpt"))[-1]
fresh = make_net()
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint(last))
print("loaded", os.path.basename(last), "missing:", not_loaded)
print("eval:", Model(fresh, nn.CrossEntropyLoss(), metrics={"acc": Accuracy()}).eval(val, dataset_sink_mode=False))
