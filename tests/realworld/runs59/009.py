# HF save_strategy="epoch" translated: no step interval, save once per epoch
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

args = {"save_strategy": "epoch", "save_steps": None, "num_train_epochs": 3, "output_dir": "out_009"}
X = np.random.randn(640, 8).astype(np.float32)
y = (X @ np.linspace(-1, 1, 8).astype(np.float32)).reshape(-1, 1)
data = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)
net = nn.Dense(8, 1)
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 0.01))
steps_per_epoch = data.get_dataset_size()
print("steps per epoch", steps_per_epoch)
cfg = CheckpointConfig(save_checkpoint_steps=args["save_steps"], keep_checkpoint_max=3)
model.train(args["num_train_epochs"], data,
            callbacks=[LossMonitor(5), ModelCheckpoint("dense", args["output_dir"], config=cfg)])

# ---- resume / evaluate the last saved epoch ----
import glob, os
ckpts = sorted(glob.glob(os.path.join(args["output_dir"], "*.ckpt")))
print("checkpoints written:", ckpts)
last = ckpts[-1]
ms.load_param_into_net(net, ms.load_checkpoint(last))
print("evaluating", last)
