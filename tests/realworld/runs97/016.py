"""Fine-tuning an MLP regressor with a MindFormers LR schedule (LinearWithWarmUpLR) and MindFormers'
MFLossMonitor, driven by mindspore Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model
from mindformers import LinearWithWarmUpLR, MFLossMonitor
from mindformers.core.optim import AdamW

ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(1280, 12)).astype(np.float32)
y = (x[:, :3].sum(axis=1, keepdims=True) ** 2 + 0.1 * rng.normal(size=(1280, 1))).astype(np.float32)

EPOCHS, BATCH = 4, 64
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(BATCH, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()

# schedule arguments taken from the HF Trainer config (num_train_epochs=4, warmup_ratio=0.1)
lr = LinearWithWarmUpLR(learning_rate=5e-3, total_steps=EPOCHS, warmup_ratio=0.1)

net = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = AdamW(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
model = Model(net, nn.MSELoss(), opt)
monitor = MFLossMonitor(learning_rate=lr, per_print_times=5, origin_epochs=EPOCHS,
                        dataset_size=steps_per_epoch, global_batch_size=BATCH)
model.train(EPOCHS, train_ds, callbacks=[monitor], dataset_sink_mode=False)
