"""HF Trainer regression fine-tune moved to MindFormers; YAML context filled from the old
launcher flags (--device cpu)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.lr import build_lr
from mindformers.core.optim import build_optim
from mindformers.core.callback import build_callback

cfg = MindFormerConfig("cfg/run_020.yaml")
build_context(cfg)
ms.set_seed(cfg.seed)

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
y = (X @ w + 0.05 * rng.normal(size=(320, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(cfg.runner_config.batch_size, drop_remainder=True)
steps = train.get_dataset_size()

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor()
loss_fn = nn.MSELoss()
cfg.lr_schedule.total_steps = steps * cfg.runner_config.epochs
lr = build_lr(cfg.lr_schedule)
opt = build_optim(cfg.optimizer, default_args={"params": net.trainable_params(), "learning_rate": lr})
cbs = [build_callback(c, default_args={"learning_rate": lr, "origin_epochs": cfg.runner_config.epochs,
                                       "dataset_size": steps}) for c in cfg.callbacks]
model = ms.Model(net, loss_fn=loss_fn, optimizer=opt)
model.train(cfg.runner_config.epochs, train, callbacks=cbs, dataset_sink_mode=cfg.runner_config.sink_mode)
print("training finished")
