# Resume after a preemption: HF Trainer(resume_from_checkpoint=...) ported to Model.train(initial_epoch=...)
import os, glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)
X = np.random.randn(320, 16).astype(np.float32)
Y = (X[:, :4].sum(axis=1) > 0).astype(np.int32)

def make_ds():
    d = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True)
    return d.batch(32, drop_remainder=True)

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})
num_train_epochs = 3
ckpt_dir = "./ckpt_008"
ckpt_cb = ModelCheckpoint(prefix="clf", directory=ckpt_dir,
                          config=CheckpointConfig(save_checkpoint_steps=10, keep_checkpoint_max=5))

# first run was killed after epoch 2; resume from the last checkpoint
if not glob.glob(os.path.join(ckpt_dir, "*.ckpt")):
    model.train(2, make_ds(), callbacks=[LossMonitor(5), ckpt_cb], dataset_sink_mode=False)
    print("---- job preempted, restarting ----")
last = sorted(glob.glob(os.path.join(ckpt_dir, "*.ckpt")), key=os.path.getmtime)[-1]
print("resuming from", last)
param_dict = ms.load_checkpoint(last)
ms.load_param_into_net(net, param_dict)
ms.load_param_into_net(opt, param_dict)
epochs_done = int(os.path.basename(last).split("-")[1].split("_")[0])
print("epochs done:", epochs_done)
# HF: num_train_epochs stays the same, trainer skips finished epochs
model.train(num_train_epochs - epochs_done, make_ds(), callbacks=[LossMonitor(5), ckpt_cb],
            dataset_sink_mode=False, initial_epoch=epochs_done)
print(model.eval(make_ds()))
