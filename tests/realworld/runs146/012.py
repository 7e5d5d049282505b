# Resume a fine-tuning run: checkpoints are written as safetensors (HF habit, smaller/safer files),
# the resume path is the generic one from the project's utils.
import os, glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12)
rng = np.random.default_rng(12)
X = rng.normal(size=(320, 12)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)
def loader():
    return ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

def build():
    net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
    return net, nn.Momentum(net.trainable_params(), 0.05, 0.9)

CKPT_DIR = "ckpt012"
# stage 1: first 2 epochs
net, opt = build()
cfg = CheckpointConfig(save_checkpoint_steps=10, keep_checkpoint_max=2, format="safetensors")
model = Model(net, nn.CrossEntropyLoss(), opt)
model.train(2, loader(), callbacks=[LossMonitor(5), ModelCheckpoint("clf", CKPT_DIR, config=cfg)],
            dataset_sink_mode=False)
print("saved:", sorted(os.listdir(CKPT_DIR)))

# stage 2: resume (utils.resume_from_latest)
def resume_from_latest(net, ckpt_dir):
    files = sorted(glob.glob(os.path.join(ckpt_dir, "clf*")), key=os.path.getmtime)
    latest = files[-1]
    print("resuming from", latest)
    param_dict = ms.load_checkpoint(latest)
    not_loaded, _ = ms.load_param_into_net(net, param_dict)
    return not_loaded

net2, opt2 = build()
resume_from_latest(net2, CKPT_DIR)
Model(net2, nn.CrossEntropyLoss(), opt2).train(2, loader(), callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("resume finished")
