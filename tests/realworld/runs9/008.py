# HF Trainer habit: run name written as "<output_dir>/<run_name>" and passed as ModelCheckpoint(prefix=...), the
# directory argument left at its default. MindSpore checkpoint prefixes are file-name prefixes only.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig, LossMonitor
ms.set_device("CPU")
output_dir, run_name = "runs", "llama-tiny-sft"
rng = np.random.default_rng(0)
data = ds.NumpySlicesDataset({"x": rng.normal(size=(256, 16)).astype(np.float32),
                              "y": rng.integers(0, 4, 256).astype(np.int32)}).batch(32)
net = nn.Dense(16, 4)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
config = CheckpointConfig(save_checkpoint_steps=8, keep_checkpoint_max=3)
ckpt_cb = ModelCheckpoint(prefix=f"{output_dir}/{run_name}", config=config)
model.train(2, data, callbacks=[LossMonitor(4), ckpt_cb], dataset_sink_mode=False)
