"""Fine-tuning a small classifier whose hyper-parameters live in a MindFormers-style YAML
(configs/mlp_finetune.yaml), loaded with mindformers.MindFormerConfig."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor
from mindformers import MindFormerConfig
from mindformers.core.optim import AdamW

cfg = MindFormerConfig(os.path.join(os.path.dirname(__file__), "configs", "mlp_finetune.yaml"))
ms.set_seed(cfg.seed)
mc = cfg.model.model_config

rng = np.random.default_rng(cfg.seed)
x = rng.normal(size=(640, mc.in_dim)).astype(np.float32)
y = rng.integers(0, mc.num_labels, 640).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(cfg.runner_config.batch_size, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(mc.in_dim, mc.hidden_size), nn.ReLU(), nn.Dense(mc.hidden_size, mc.num_labels))
opt = AdamW(net.trainable_params(), learning_rate=cfg.optimizer.learning_rate, weight_decay=cfg.optimizer.weight_decay)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)

print(f"training for {cfg.runner_config.epoch} epochs, batch size {cfg.runner_config.batch_size}")
model.train(cfg.runner_config.epoch, train_ds, callbacks=[LossMonitor(5)],
            dataset_sink_mode=cfg.runner_config.sink_mode)
