# Autoencoder on synthetic 1-D signals; ModelCheckpoint saves each epoch, best ckpt reloaded for evaluation
import glob, os, shutil
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)
rng = np.random.default_rng(5)
t = np.linspace(0, 1, 64, dtype=np.float32)
sig = np.stack([np.sin(2 * np.pi * f * t + p) for f, p in zip(rng.uniform(1, 5, 768), rng.uniform(0, 6, 768))]).astype(np.float32)
train = ds.NumpySlicesDataset({"x": sig[:640], "y": sig[:640]}, shuffle=True).batch(32, drop_remainder=True)

def make_ae():
    return nn.SequentialCell(nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 8), nn.ReLU(),
                             nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 64))

ckpt_dir = "/home/user/project/ckpt_015"
shutil.rmtree(ckpt_dir, ignore_errors=True)
net = make_ae()
model = ms.Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 3e-3))
ckpt_cb = ModelCheckpoint(prefix="ae", directory=ckpt_dir,
                          config=CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=3))
model.train(4, train, callbacks=[ms.LossMonitor(10), ckpt_cb])

latest = sorted(glob.glob(os.path.join(ckpt_dir, "ae-*.ckpt")), key=os.path.getmtime)[-1]
print("reloading", os.path.basename(latest))
fresh = make_ae()
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint(latest))
fresh.set_train(False)
mse = float(((fresh(ms.Tensor(sig[640:])).asnumpy() - sig[640:]) ** 2).mean())
print(f"not loaded: {not_loaded}; held-out reconstruction MSE: {mse:.4f}")
