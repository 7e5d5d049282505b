# Port of an HF Trainer run (logging_steps / save_steps) to mindspore Model.train with the
# MindFormers callbacks MFLossMonitor and CheckpointMonitor.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model
import mindspore.dataset as ds
from mindformers.core.callback import MFLossMonitor, CheckpointMonitor

ms.set_seed(0); np.random.seed(0)
X = np.random.randn(2048, 32).astype(np.float32)
y = (X[:, :2].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss_fn, optimizer=opt)

callbacks = [
    MFLossMonitor(learning_rate=1e-3, per_print_times=5, global_batch_size=32, dataset_size=64, origin_epochs=2),
    CheckpointMonitor(prefix="tiny_cls", directory="./output_019", save_checkpoint_steps=40,
                      keep_checkpoint_max=2),
]
model.train(2, train_ds, callbacks=callbacks, dataset_sink_mode=False)
print("training finished")
