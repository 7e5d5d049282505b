"""Training launcher from our ModelArts-era MindFormers project, rerun on the new
image (MindSpore 2.9 / MindFormers 1.9) for the HF -> MindFormers port."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor, CheckpointMonitor, ObsMonitor

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 8)).astype(np.float32)
y = (X @ rng.normal(size=(8, 1)).astype(np.float32)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(16, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)
cbs = [MFLossMonitor(per_print_times=5, origin_epochs=3, dataset_size=train.get_dataset_size()),
       CheckpointMonitor(prefix="reg", directory="./output/ckpt", save_checkpoint_steps=20),
       ObsMonitor()]
ms.Model(net, loss_fn=nn.MSELoss(), optimizer=opt).train(3, train, callbacks=cbs, dataset_sink_mode=False)
